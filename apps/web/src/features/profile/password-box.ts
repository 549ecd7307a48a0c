/** The anchor of the password change box: the dashboard reminder links to it. */
export const PASSWORD_BOX_ID = 'zmiana-hasla';

/** The anchor of the two-factor block: where a session REQUIRE_TWO_FACTOR holds is sent (decision 125). */
export const TWO_FACTOR_BOX_ID = 'logowanie-dwuetapowe';
