-- The first queries to run on the audit's tables. Replace my-project.evidence_audit.audit_ with
-- your PROJECT.DATASET.PREFIX_. Each table is partitioned by the audit's date (_PARTITIONDATE).

-- 1. Flag rate by model and day (last 30 days).
SELECT
  _PARTITIONDATE AS day,
  model,
  COUNT(*) AS answers,
  COUNTIF(verdict = 'flagged') AS flagged,
  ROUND(SAFE_DIVIDE(COUNTIF(verdict = 'flagged'), COUNT(*)), 4) AS flag_rate,
  COUNTIF(verdict = 'not_actionable') AS not_actionable
FROM `my-project.evidence_audit.audit_answers`
WHERE _PARTITIONDATE >= DATE_SUB(CURRENT_DATE(), INTERVAL 30 DAY)
GROUP BY day, model
ORDER BY day DESC, flag_rate DESC;

-- 2. The top ungrounded values of yesterday: what models type most often without reading it.
SELECT
  value,
  shape,
  COUNT(*) AS findings,
  COUNT(DISTINCT run_id) AS runs,
  ARRAY_AGG(STRUCT(run_id, answer_index, context, nearest.value AS nearest) LIMIT 3) AS examples
FROM `my-project.evidence_audit.audit_findings`
WHERE _PARTITIONDATE = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)
  AND kind = 'ungrounded'
GROUP BY value, shape
ORDER BY findings DESC
LIMIT 50;

-- 3. Answers not actionable: the evidence index hit its budget, so their findings cannot be trusted.
SELECT run_id, answer_index, model, tool_results_before, unsupported_count, source_file, source_line
FROM `my-project.evidence_audit.audit_answers`
WHERE _PARTITIONDATE = DATE_SUB(CURRENT_DATE(), INTERVAL 1 DAY)
  AND verdict = 'not_actionable'
ORDER BY run_id, answer_index;

-- 4. Dead letters by reason: input lines the audit could not read.
SELECT _PARTITIONDATE AS day, REGEXP_REPLACE(reason, r'^line [0-9]+ of [^:]+: ', '') AS reason, COUNT(*) AS lines
FROM `my-project.evidence_audit.audit_dead_letter`
WHERE _PARTITIONDATE >= DATE_SUB(CURRENT_DATE(), INTERVAL 7 DAY)
GROUP BY day, reason
ORDER BY day DESC, lines DESC;
