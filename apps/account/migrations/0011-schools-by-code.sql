-- Issue 41, decision 0071: the code decides the school. A teacher invitation names one school,
-- so no two schools may hold the same one (codes are 50 random bits: none do).
CREATE UNIQUE INDEX schools_invite_code_unique ON account.schools (invite_code)
  WHERE invite_code IS NOT NULL;

-- New schools are counted per address range ('school'); an account's sign-ins that succeeded
-- from an address are remembered ('signed_in', kept 30 days), so a guesser behind a school's
-- shared address does not lock out the accounts that sign in from it every day.
ALTER TABLE account.sign_in_attempts DROP CONSTRAINT sign_in_attempts_kind_check;
ALTER TABLE account.sign_in_attempts ADD CONSTRAINT sign_in_attempts_kind_check
  CHECK (kind IN ('login', 'register', 'class_code', 'school', 'signed_in'));
