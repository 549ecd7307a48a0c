ALTER TABLE "agents" DROP CONSTRAINT "agents_regional_manager_id_regional_managers_id_fk";
--> statement-breakpoint
ALTER TABLE "action_logs" DROP CONSTRAINT "action_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_vehicle_id_vehicles_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_files" DROP CONSTRAINT "agent_files_folder_id_agent_folders_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_files" DROP CONSTRAINT "agent_files_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_folders" DROP CONSTRAINT "agent_folders_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_subject_code_case_types_subject_code_fk";
--> statement-breakpoint
ALTER TABLE "cases" DROP CONSTRAINT "cases_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_complaint_type_code_complaint_types_code_fk";
--> statement-breakpoint
ALTER TABLE "complaints" DROP CONSTRAINT "complaints_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "servicing_actions" DROP CONSTRAINT "servicing_actions_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "servicing_actions" DROP CONSTRAINT "servicing_actions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "resignations" DROP CONSTRAINT "resignations_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_copies" DROP CONSTRAINT "offer_copies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_copies" DROP CONSTRAINT "offer_copies_source_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "offer_copies" DROP CONSTRAINT "offer_copies_quotation_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_sales" DROP CONSTRAINT "vehicle_sales_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_sales" DROP CONSTRAINT "vehicle_sales_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_sales" DROP CONSTRAINT "vehicle_sales_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_sales" DROP CONSTRAINT "vehicle_sales_previous_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_sales" DROP CONSTRAINT "vehicle_sales_new_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_owner_changes" DROP CONSTRAINT "renewal_owner_changes_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_rewrites" DROP CONSTRAINT "renewal_rewrites_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_rewrites" DROP CONSTRAINT "renewal_rewrites_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_rewrites" DROP CONSTRAINT "renewal_rewrites_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_rewrites" DROP CONSTRAINT "renewal_rewrites_from_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "renewal_rewrites" DROP CONSTRAINT "renewal_rewrites_owner_change_id_renewal_owner_changes_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_business_records" DROP CONSTRAINT "tracking_business_records_process_id_tracking_business_processes_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_business_records" DROP CONSTRAINT "tracking_business_records_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_business_records" DROP CONSTRAINT "tracking_business_records_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_commits" DROP CONSTRAINT "tracking_commits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tracking_commits" DROP CONSTRAINT "tracking_commits_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "outgoing_mails" DROP CONSTRAINT "outgoing_mails_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "outgoing_mails" DROP CONSTRAINT "outgoing_mails_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outgoing_mails" DROP CONSTRAINT "outgoing_mails_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_versions" DROP CONSTRAINT "policy_versions_policy_id_policies_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_versions" DROP CONSTRAINT "policy_versions_agent_id_agents_id_fk";
--> statement-breakpoint
ALTER TABLE "policy_versions" DROP CONSTRAINT "policy_versions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_regional_manager_id_regional_managers_id_fk" FOREIGN KEY ("regional_manager_id") REFERENCES "public"."regional_managers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_logs" ADD CONSTRAINT "action_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_files" ADD CONSTRAINT "agent_files_folder_id_agent_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."agent_folders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_files" ADD CONSTRAINT "agent_files_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_folders" ADD CONSTRAINT "agent_folders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_subject_code_case_types_subject_code_fk" FOREIGN KEY ("subject_code") REFERENCES "public"."case_types"("subject_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complaint_type_code_complaint_types_code_fk" FOREIGN KEY ("complaint_type_code") REFERENCES "public"."complaint_types"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicing_actions" ADD CONSTRAINT "servicing_actions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicing_actions" ADD CONSTRAINT "servicing_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resignations" ADD CONSTRAINT "resignations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_source_policy_id_policies_id_fk" FOREIGN KEY ("source_policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_quotation_policy_id_policies_id_fk" FOREIGN KEY ("quotation_policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_previous_customer_id_customers_id_fk" FOREIGN KEY ("previous_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_sales" ADD CONSTRAINT "vehicle_sales_new_customer_id_customers_id_fk" FOREIGN KEY ("new_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_owner_changes" ADD CONSTRAINT "renewal_owner_changes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_from_agent_id_agents_id_fk" FOREIGN KEY ("from_agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rewrites" ADD CONSTRAINT "renewal_rewrites_owner_change_id_renewal_owner_changes_id_fk" FOREIGN KEY ("owner_change_id") REFERENCES "public"."renewal_owner_changes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_process_id_tracking_business_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."tracking_business_processes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_business_records" ADD CONSTRAINT "tracking_business_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_commits" ADD CONSTRAINT "tracking_commits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_commits" ADD CONSTRAINT "tracking_commits_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_at_idx" ON "login_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "action_logs_at_idx" ON "action_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "client_logs_at_idx" ON "client_logs" USING btree ("at");