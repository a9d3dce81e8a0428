#!/usr/bin/env bash
# Launch one audit now, through the same launch request the scheduler sends.
#
#   deploy/dataflow/launch.sh                 # yesterday (UTC), as the nightly job does
#   deploy/dataflow/launch.sh 2024-05-01      # one day: a backfill, or a rerun that replaces it
#
# The request is launch_request.json.tftpl rendered by render_request.py, POSTed to the Flex
# Template launch API with your gcloud credentials. Prints the job's id and console link.
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
day="${1:-yesterday}"
job_name="$JOB_NAME"
if [[ "$day" != yesterday && "$day" != today ]]; then
  job_name="evidence-audit-$day"
fi

request="$(python3 "$DEPLOY_DIR/dataflow/render_request.py" "date=$day" "job_name=$job_name")"
response="$(curl --silent --show-error --fail-with-body -X POST "$LAUNCH_URL" \
  -H "Authorization: Bearer $(gcloud auth print-access-token)" \
  -H "Content-Type: application/json" \
  --data "$request")"
echo "$response"
job_id="$(python3 -c 'import json, sys; print(json.load(sys.stdin)["job"]["id"])' <<<"$response")"
echo "https://console.cloud.google.com/dataflow/jobs/$REGION/$job_id?project=$PROJECT"
