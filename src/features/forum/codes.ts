/** The forum's codes from the spec (section 3 "Forum post"). */
export const PLATE_BANNED = 2;
export const IS_OWNER = 1;
