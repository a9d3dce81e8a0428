#!/usr/bin/env bash
# The streaming audit's resources, as gcloud and bq commands (each step safe to rerun).
#
#   deploy/stream/gcloud.sh     # after deploy/schedule/gcloud.sh (or Terraform) made the project's base
#
# Needs TRACES_TOPIC in deploy/settings.env: the topic your agents publish trace records to (one JSONL
# record per message). Creates the job's subscription on it, the alerts topic, the four live tables,
# and gives the worker account what a streaming job needs. Then build (deploy/dataflow/build.sh) and
# launch (deploy/stream/launch.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
if [[ -z "${TRACES_TOPIC:-}" ]]; then
  echo "no TRACES_TOPIC in $SETTINGS: name the Pub/Sub topic your agents publish trace records to" >&2
  exit 2
fi
gcloud config set project "$PROJECT"
gcloud services enable pubsub.googleapis.com

# 1. Pub/Sub: the job's own subscription on the traces topic (records wait in it for a week while
#    the job is down or being updated), and the alerts topic for finding rows.
gcloud pubsub subscriptions describe "$TRACES_SUBSCRIPTION" >/dev/null 2>&1 \
  || gcloud pubsub subscriptions create "$TRACES_SUBSCRIPTION" --topic "$TRACES_TOPIC" \
    --ack-deadline 60 --message-retention-duration 7d
gcloud pubsub topics describe "$ALERTS_TOPIC" >/dev/null 2>&1 || gcloud pubsub topics create "$ALERTS_TOPIC"

# 2. BigQuery: the four live tables, day-partitioned by insert time and clustered (schemas from the
#    code, as the nightly tables'; the job would create them too).
for table in findings answers dead_letter runs; do
  case "$table" in
    dead_letter) clustering="source_file" ;;
    runs) clustering="run_id" ;;
    *) clustering="run_id,model" ;;
  esac
  bq show "$PROJECT:$DATASET.${STREAM_TABLE_PREFIX}_$table" >/dev/null 2>&1 \
    || bq mk --table --time_partitioning_type DAY --clustering_fields "$clustering" \
      "$PROJECT:$DATASET.${STREAM_TABLE_PREFIX}_$table" "$DEPLOY_DIR/bigquery/$table.schema.json"
done

# 3. The worker account (already a Dataflow worker, dataset editor and bucket user): read the
#    subscription (viewer: Dataflow reads its backlog for the watermark), publish alerts.
for role in roles/pubsub.subscriber roles/pubsub.viewer; do
  gcloud pubsub subscriptions add-iam-policy-binding "$TRACES_SUBSCRIPTION" \
    --member "serviceAccount:$SERVICE_ACCOUNT" --role "$role" >/dev/null
done
gcloud pubsub topics add-iam-policy-binding "$ALERTS_TOPIC" \
  --member "serviceAccount:$SERVICE_ACCOUNT" --role roles/pubsub.publisher >/dev/null
echo "ready: build the template (deploy/dataflow/build.sh), then launch it (deploy/stream/launch.sh)"
