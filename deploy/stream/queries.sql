-- The first queries to run on the streaming audit's tables. Replace my-project.evidence_audit.audit_live_
-- with your PROJECT.DATASET.STREAM_TABLE_PREFIX_. Tables are partitioned by insert day; rows still in
-- BigQuery's streaming buffer (the last minutes) have no partition yet (_PARTITIONTIME IS NULL), so
-- "today" is written `_PARTITIONTIME IS NULL OR _PARTITIONTIME >= TIMESTAMP(CURRENT_DATE())`.

-- 1. The last hour's ungrounded values, newest first: what to look at now.
SELECT
  TIMESTAMP_MICROS(DIV(ts, 1000)) AS answered_at,
  model,
  run_id,
  answer_index,
  written,
  shape,
  context,
  nearest.value AS nearest_value,
  nearest.tool_name AS nearest_tool
FROM `my-project.evidence_audit.audit_live_findings`
WHERE (_PARTITIONTIME IS NULL OR _PARTITIONTIME >= TIMESTAMP(CURRENT_DATE()))
  AND kind = 'ungrounded'
  AND ts >= UNIX_MICROS(TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 1 HOUR)) * 1000
ORDER BY ts DESC
LIMIT 200;

-- 2. Flag rate by model, this hour and today.
SELECT
  model,
  COUNT(*) AS answers,
  COUNTIF(verdict = 'flagged') AS flagged,
  ROUND(SAFE_DIVIDE(COUNTIF(verdict = 'flagged'), COUNT(*)), 4) AS flag_rate,
  COUNTIF(verdict = 'flagged' AND ts >= UNIX_MICROS(TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 1 HOUR)) * 1000) AS flagged_last_hour
FROM `my-project.evidence_audit.audit_live_answers`
WHERE _PARTITIONTIME IS NULL OR _PARTITIONTIME >= TIMESTAMP(CURRENT_DATE())
GROUP BY model
ORDER BY flag_rate DESC;

-- 3. Runs closed today whose stream was not clean: records later than the wait, past the bound, repeated.
SELECT
  run_id,
  answers,
  messages,
  late_records,
  rejected_records,
  over_bound,
  duplicate_records,
  TIMESTAMP_MICROS(DIV(closed_at, 1000)) AS closed
FROM `my-project.evidence_audit.audit_live_runs`
WHERE (_PARTITIONTIME IS NULL OR _PARTITIONTIME >= TIMESTAMP(CURRENT_DATE()))
  AND (late_records > 0 OR rejected_records > 0 OR over_bound)
ORDER BY closed_at DESC;
