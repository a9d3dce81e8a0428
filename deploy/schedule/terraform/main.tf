# From an empty project to a nightly audit: APIs, a bucket, an image repository, the BigQuery
# dataset and tables, two service accounts with their roles, and the Cloud Scheduler job that
# launches the Flex Template every night. The image and the template spec are built by
# deploy/dataflow/build.sh (after `terraform apply`). deploy/schedule/gcloud.sh does the same with gcloud.

locals {
  traces_pattern = var.traces_pattern != "" ? var.traces_pattern : "gs://${var.bucket}/traces/dt={date}/*.jsonl.gz"
  results_dir    = var.results_dir != "" ? var.results_dir : "gs://${var.bucket}/audits/"
  template_path  = "gs://${var.bucket}/templates/evidence-audit.json"
  config         = "gs://${var.bucket}/config/audit.toml"
  bigquery_table = "${var.project}:${var.dataset}.${var.table_prefix}"
  launch_url     = "https://dataflow.googleapis.com/v1b3/projects/${var.project}/locations/${var.region}/flexTemplates:launch"
  tables = {
    findings    = ["run_id", "model"]
    answers     = ["run_id", "model"]
    dead_letter = ["source_file"]
  }
}

resource "google_project_service" "apis" {
  for_each = toset([
    "dataflow.googleapis.com",
    "cloudscheduler.googleapis.com",
    "bigquery.googleapis.com",
    "storage.googleapis.com",
    "artifactregistry.googleapis.com",
    "cloudbuild.googleapis.com",
    "compute.googleapis.com",
  ])
  service            = each.value
  disable_on_destroy = false
}

resource "google_storage_bucket" "audit" {
  name                        = var.bucket
  location                    = var.region
  uniform_bucket_level_access = true
  depends_on                  = [google_project_service.apis]
}

resource "google_storage_bucket_object" "config" {
  bucket = google_storage_bucket.audit.name
  name   = "config/audit.toml"
  source = "${path.module}/../audit.toml"
}

resource "google_artifact_registry_repository" "images" {
  repository_id = "evidence-audit"
  location      = var.region
  format        = "DOCKER"
  depends_on    = [google_project_service.apis]
}

resource "google_bigquery_dataset" "results" {
  dataset_id = var.dataset
  location   = var.region
  depends_on = [google_project_service.apis]
}

# The tables, with the schemas the pipeline derives from its Parquet columns
# (deploy/bigquery/*.schema.json; the pipeline would create them the same way on first load).
resource "google_bigquery_table" "results" {
  for_each            = local.tables
  dataset_id          = google_bigquery_dataset.results.dataset_id
  table_id            = "${var.table_prefix}_${each.key}"
  schema              = file("${path.module}/../../bigquery/${each.key}.schema.json")
  clustering          = each.value
  deletion_protection = true
  time_partitioning {
    type = "DAY"
  }
}

# The account the launcher and the workers run as.
resource "google_service_account" "worker" {
  account_id   = "evidence-audit-worker"
  display_name = "evidence-audit Dataflow launcher and workers"
}

resource "google_project_iam_member" "worker" {
  for_each = toset(["roles/dataflow.worker", "roles/bigquery.jobUser"])
  project  = var.project
  role     = each.value
  member   = "serviceAccount:${google_service_account.worker.email}"
}

resource "google_storage_bucket_iam_member" "worker" {
  bucket = google_storage_bucket.audit.name
  role   = "roles/storage.objectAdmin"
  member = "serviceAccount:${google_service_account.worker.email}"
}

resource "google_bigquery_dataset_iam_member" "worker" {
  dataset_id = google_bigquery_dataset.results.dataset_id
  role       = "roles/bigquery.dataEditor"
  member     = "serviceAccount:${google_service_account.worker.email}"
}

resource "google_artifact_registry_repository_iam_member" "worker" {
  location   = google_artifact_registry_repository.images.location
  repository = google_artifact_registry_repository.images.name
  role       = "roles/artifactregistry.reader"
  member     = "serviceAccount:${google_service_account.worker.email}"
}

# The account Cloud Scheduler calls the launch API as: it may launch jobs that run as the worker.
resource "google_service_account" "scheduler" {
  account_id   = "evidence-audit-scheduler"
  display_name = "evidence-audit nightly launch"
}

resource "google_project_iam_member" "scheduler" {
  project = var.project
  role    = "roles/dataflow.developer"
  member  = "serviceAccount:${google_service_account.scheduler.email}"
}

resource "google_service_account_iam_member" "scheduler_acts_as_worker" {
  service_account_id = google_service_account.worker.name
  role               = "roles/iam.serviceAccountUser"
  member             = "serviceAccount:${google_service_account.scheduler.email}"
}

resource "google_storage_bucket_iam_member" "scheduler" {
  bucket = google_storage_bucket.audit.name
  role   = "roles/storage.objectViewer"
  member = "serviceAccount:${google_service_account.scheduler.email}"
}

# The nightly launch: the same request as deploy/dataflow/launch.sh, with date = yesterday.
resource "google_cloud_scheduler_job" "nightly" {
  name             = "evidence-audit-nightly"
  region           = var.region
  schedule         = var.schedule
  time_zone        = var.time_zone
  attempt_deadline = "180s"

  http_target {
    http_method = "POST"
    uri         = local.launch_url
    headers     = { "Content-Type" = "application/json" }
    body = base64encode(templatefile("${path.module}/../../dataflow/launch_request.json.tftpl", {
      job_name         = var.job_name
      template_path    = local.template_path
      traces_pattern   = local.traces_pattern
      results_dir      = local.results_dir
      date             = "yesterday"
      bigquery_table   = local.bigquery_table
      config           = local.config
      service_account  = google_service_account.worker.email
      temp_location    = "gs://${var.bucket}/tmp"
      staging_location = "gs://${var.bucket}/staging"
      max_workers      = var.max_workers
    }))
    oauth_token {
      service_account_email = google_service_account.scheduler.email
      scope                 = "https://www.googleapis.com/auth/cloud-platform"
    }
  }

  depends_on = [google_project_service.apis]
}
