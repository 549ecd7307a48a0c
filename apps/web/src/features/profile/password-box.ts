/** The anchor of the password change box: the dashboard reminder links to it. */
export const PASSWORD_BOX_ID = 'zmiana-hasla';
