-- Issue 41: a member who was removed from the school, or whose request was rejected, is on no
-- class roster (removal and rejection now take them off; this clears those made before).
DELETE FROM account.class_members
WHERE user_id IN (
  SELECT id FROM account.users WHERE member_status IN ('removed', 'rejected')
);
