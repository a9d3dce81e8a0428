#!/usr/bin/env bash
# The gcloud equivalent of deploy/schedule/terraform: the same resources, names and roles.
#
#   deploy/schedule/gcloud.sh       # run once per project (each step is safe to rerun)
#
# Then build the template (deploy/dataflow/build.sh); the scheduler launches it every night.
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
gcloud config set project "$PROJECT"
worker="evidence-audit-worker"
scheduler="evidence-audit-scheduler"

# 1. APIs.
gcloud services enable dataflow.googleapis.com cloudscheduler.googleapis.com bigquery.googleapis.com \
  storage.googleapis.com artifactregistry.googleapis.com cloudbuild.googleapis.com compute.googleapis.com

# 2. Storage: the bucket, the config; Artifact Registry: the image repository.
gcloud storage buckets describe "gs://$BUCKET" >/dev/null 2>&1 \
  || gcloud storage buckets create "gs://$BUCKET" --location "$REGION" --uniform-bucket-level-access
gcloud storage cp "$DEPLOY_DIR/schedule/audit.toml" "$CONFIG"
gcloud artifacts repositories describe "$REPOSITORY" --location "$REGION" >/dev/null 2>&1 \
  || gcloud artifacts repositories create "$REPOSITORY" --location "$REGION" --repository-format docker

# 3. BigQuery: the dataset and three tables, day-partitioned, clustered (schemas from the code).
bq --location "$REGION" show "$PROJECT:$DATASET" >/dev/null 2>&1 || bq --location "$REGION" mk --dataset "$PROJECT:$DATASET"
for table in findings answers dead_letter; do
  clustering="run_id,model"
  [[ "$table" == dead_letter ]] && clustering="source_file"
  bq show "$PROJECT:$DATASET.${TABLE_PREFIX}_$table" >/dev/null 2>&1 \
    || bq mk --table --time_partitioning_type DAY --clustering_fields "$clustering" \
      "$PROJECT:$DATASET.${TABLE_PREFIX}_$table" "$DEPLOY_DIR/bigquery/$table.schema.json"
done

# 4. Service accounts and roles.
for account in "$worker" "$scheduler"; do
  gcloud iam service-accounts describe "$account@$PROJECT.iam.gserviceaccount.com" >/dev/null 2>&1 \
    || gcloud iam service-accounts create "$account"
done
for role in roles/dataflow.worker roles/bigquery.jobUser; do
  gcloud projects add-iam-policy-binding "$PROJECT" --member "serviceAccount:$SERVICE_ACCOUNT" --role "$role" --condition None >/dev/null
done
gcloud storage buckets add-iam-policy-binding "gs://$BUCKET" --member "serviceAccount:$SERVICE_ACCOUNT" --role roles/storage.objectAdmin >/dev/null
bq add-iam-policy-binding --member "serviceAccount:$SERVICE_ACCOUNT" --role roles/bigquery.dataEditor "$PROJECT:$DATASET" >/dev/null
gcloud artifacts repositories add-iam-policy-binding "$REPOSITORY" --location "$REGION" \
  --member "serviceAccount:$SERVICE_ACCOUNT" --role roles/artifactregistry.reader >/dev/null
gcloud projects add-iam-policy-binding "$PROJECT" --member "serviceAccount:$SCHEDULER_ACCOUNT" --role roles/dataflow.developer --condition None >/dev/null
gcloud iam service-accounts add-iam-policy-binding "$SERVICE_ACCOUNT" \
  --member "serviceAccount:$SCHEDULER_ACCOUNT" --role roles/iam.serviceAccountUser >/dev/null
gcloud storage buckets add-iam-policy-binding "gs://$BUCKET" --member "serviceAccount:$SCHEDULER_ACCOUNT" --role roles/storage.objectViewer >/dev/null

# 5. The nightly job: Cloud Scheduler POSTs the launch request (date: yesterday) to the Flex Template API.
request="$(mktemp)"
trap 'rm -f "$request"' EXIT
python3 "$DEPLOY_DIR/dataflow/render_request.py" date=yesterday >"$request"
# (re)create: a rerun of this script replaces the job with the current settings.
if gcloud scheduler jobs describe evidence-audit-nightly --location "$REGION" >/dev/null 2>&1; then
  gcloud scheduler jobs delete evidence-audit-nightly --location "$REGION" --quiet
fi
gcloud scheduler jobs create http evidence-audit-nightly \
  --location "$REGION" \
  --schedule "$SCHEDULE" \
  --time-zone "$TIME_ZONE" \
  --uri "$LAUNCH_URL" \
  --http-method POST \
  --headers Content-Type=application/json \
  --message-body-from-file "$request" \
  --oauth-service-account-email "$SCHEDULER_ACCOUNT" \
  --oauth-token-scope https://www.googleapis.com/auth/cloud-platform \
  --attempt-deadline 180s
echo "scheduled: evidence-audit-nightly ($SCHEDULE $TIME_ZONE); run it now with:"
echo "  gcloud scheduler jobs run evidence-audit-nightly --location $REGION"
