output "image" {
  description = "Where deploy/dataflow/build.sh pushes the image (tag: the package version)."
  value       = "${var.region}-docker.pkg.dev/${var.project}/${google_artifact_registry_repository.images.repository_id}/evidence-audit"
}

output "template_path" {
  description = "The Flex Template spec the scheduler launches (written by build.sh)."
  value       = local.template_path
}

output "bigquery_tables" {
  description = "The three result tables."
  value       = [for name, table in google_bigquery_table.results : "${var.project}:${var.dataset}.${table.table_id}"]
}

output "run_now" {
  description = "Run the nightly job once, now."
  value       = "gcloud scheduler jobs run ${google_cloud_scheduler_job.nightly.name} --location ${var.region} --project ${var.project}"
}
