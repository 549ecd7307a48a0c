-- Stored motor data uses the panel's spelling; the seed's misspelt name stays on the API only (decision 159).
UPDATE "motor_policy_data"
SET "other_data" = ("other_data" - 'leastExpiriencedDriverLicenseYear') || jsonb_build_object('leastExperiencedDriverLicenseYear', "other_data" -> 'leastExpiriencedDriverLicenseYear')
WHERE "other_data" ? 'leastExpiriencedDriverLicenseYear';--> statement-breakpoint
UPDATE "policy_versions"
SET "before" = jsonb_set("before" #- '{otherData,leastExpiriencedDriverLicenseYear}', '{otherData,leastExperiencedDriverLicenseYear}', "before" #> '{otherData,leastExpiriencedDriverLicenseYear}')
WHERE "before" -> 'otherData' ? 'leastExpiriencedDriverLicenseYear';--> statement-breakpoint
UPDATE "policy_versions"
SET "after" = jsonb_set("after" #- '{otherData,leastExpiriencedDriverLicenseYear}', '{otherData,leastExperiencedDriverLicenseYear}', "after" #> '{otherData,leastExpiriencedDriverLicenseYear}')
WHERE "after" -> 'otherData' ? 'leastExpiriencedDriverLicenseYear';
