export const PC_MIN_WIDTH = 1000;
export const MOBILE_MAX_WIDTH = 787;

export const mobileMediaQuery = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export const pcMediaQuery = `(min-width: ${PC_MIN_WIDTH}px)`;
