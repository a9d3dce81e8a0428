#!/usr/bin/env bash
# Launch the streaming audit on Dataflow, or replace the running one with the current template.
#
#   deploy/stream/launch.sh             # start the job (a second launch under the same name is refused)
#   deploy/stream/launch.sh --update    # replace the running job in place: per-run state is kept
#
# The request is deploy/stream/launch_request.json.tftpl, rendered by deploy/dataflow/render_request.py
# and POSTed to the Flex Template launch API with your gcloud credentials. Prints the job's id and
# console link. Stop it with: gcloud dataflow jobs drain JOB_ID --region REGION (judges what waits).
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
update=false
case "${1:-}" in
  "") ;;
  --update) update=true ;;
  *) echo "usage: deploy/stream/launch.sh [--update]" >&2; exit 2 ;;
esac

request="$(python3 "$DEPLOY_DIR/dataflow/render_request.py" --template "$DEPLOY_DIR/stream/launch_request.json.tftpl" "update=$update")"
response="$(curl --silent --show-error --fail-with-body -X POST "$LAUNCH_URL" \
  -H "Authorization: Bearer $(gcloud auth print-access-token)" \
  -H "Content-Type: application/json" \
  --data "$request")"
echo "$response"
job_id="$(python3 -c 'import json, sys; print(json.load(sys.stdin)["job"]["id"])' <<<"$response")"
echo "https://console.cloud.google.com/dataflow/jobs/$REGION/$job_id?project=$PROJECT"
