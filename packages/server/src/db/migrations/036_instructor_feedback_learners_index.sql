-- View Learner Feedback's drill-down (one instructor's rated learners, issue 32) totalled every
-- feedback the instructor was given, read from the table, and joined them to every learner: the
-- busiest instructor of the large school has 1,676 feedbacks from 303 learners, and the page took
-- 5.6x its demo-school time. Its feedbacks are now totalled per learner from this index alone
-- (an index-only scan) before their learners are looked up (feedback/feedback-ratings.ts). The
-- index replaces feedbacks_adi_idx, whose columns lead it, for every other query that used that.
CREATE INDEX feedbacks_instructor_learner_idx ON feedbacks (adi_id, direction, stu_id) INCLUDE (q1_rating, q2_rating, q3_rating);
DROP INDEX feedbacks_adi_idx;
