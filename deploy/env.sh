# Sourced by the deploy scripts: the settings (deploy/settings.env) and the names derived from them.
# The same names as deploy/schedule/terraform/main.tf's locals.
set -euo pipefail
DEPLOY_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(dirname "$DEPLOY_DIR")"
SETTINGS="${SETTINGS:-$DEPLOY_DIR/settings.env}"
if [[ ! -f "$SETTINGS" ]]; then
  echo "no $SETTINGS: copy deploy/settings.env.example to deploy/settings.env and edit it" >&2
  exit 2
fi
# shellcheck disable=SC1090
source "$SETTINGS"
VERSION="$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' "$REPO_DIR/pyproject.toml")"
REPOSITORY=evidence-audit
IMAGE="${IMAGE:-$REGION-docker.pkg.dev/$PROJECT/$REPOSITORY/evidence-audit:$VERSION}"
export JOB_NAME="${JOB_NAME:-evidence-audit-daily}"
export TEMPLATE_PATH="gs://$BUCKET/templates/evidence-audit.json"
export TRACES_PATTERN RESULTS_DIR
export BIGQUERY_TABLE="$PROJECT:$DATASET.$TABLE_PREFIX"
export CONFIG="gs://$BUCKET/config/audit.toml"
export SERVICE_ACCOUNT="evidence-audit-worker@$PROJECT.iam.gserviceaccount.com"
SCHEDULER_ACCOUNT="evidence-audit-scheduler@$PROJECT.iam.gserviceaccount.com"
export TEMP_LOCATION="gs://$BUCKET/tmp"
export STAGING_LOCATION="gs://$BUCKET/staging"
export MAX_WORKERS
LAUNCH_URL="https://dataflow.googleapis.com/v1b3/projects/$PROJECT/locations/$REGION/flexTemplates:launch"
# The streaming audit (deploy/stream/): its template on the same image, its Pub/Sub names and its
# tables. Settings files written before it existed still work: these have defaults.
export STREAM_TEMPLATE_PATH="gs://$BUCKET/templates/evidence-audit-stream.json"
export STREAM_JOB_NAME="${STREAM_JOB_NAME:-evidence-audit-stream}"
export TRACES_TOPIC="${TRACES_TOPIC:-}"
export TRACES_SUBSCRIPTION="projects/$PROJECT/subscriptions/evidence-audit-traces"
export ALERTS_TOPIC="projects/$PROJECT/topics/evidence-audit-alerts"
STREAM_TABLE_PREFIX="${STREAM_TABLE_PREFIX:-audit_live}"
export STREAM_BIGQUERY_TABLE="$PROJECT:$DATASET.$STREAM_TABLE_PREFIX"
export STREAM_WAIT="${STREAM_WAIT:-10}"
export STREAM_IDLE="${STREAM_IDLE:-1800}"
export STREAM_MAX_WORKERS="${STREAM_MAX_WORKERS:-3}"
