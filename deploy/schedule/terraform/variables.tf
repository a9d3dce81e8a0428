variable "project" {
  description = "The Google Cloud project id."
  type        = string
}

variable "region" {
  description = "Region of the bucket, dataset, image repository, Dataflow jobs and scheduler."
  type        = string
  default     = "us-central1"
}

variable "bucket" {
  description = "Bucket to create: templates, temp and staging files, the config, summaries."
  type        = string
}

variable "traces_pattern" {
  description = "The traces of one day, with {date} for the audit's date (or {date:FORMAT}). Default: gs://BUCKET/traces/dt={date}/*.jsonl.gz."
  type        = string
  default     = ""
}

variable "results_dir" {
  description = "Where each day's summary.json goes (DIR/dt=YYYY-MM-DD/). Default: gs://BUCKET/audits/."
  type        = string
  default     = ""
}

variable "dataset" {
  description = "BigQuery dataset to create for the results."
  type        = string
  default     = "evidence_audit"
}

variable "table_prefix" {
  description = "Tables PREFIX_findings, PREFIX_answers and PREFIX_dead_letter."
  type        = string
  default     = "audit"
}

variable "schedule" {
  description = "Cloud Scheduler cron line of the nightly audit (it audits yesterday, UTC)."
  type        = string
  default     = "30 2 * * *"
}

variable "time_zone" {
  description = "Time zone of the schedule."
  type        = string
  default     = "Etc/UTC"
}

variable "max_workers" {
  description = "Most Dataflow workers one audit may use."
  type        = number
  default     = 10
}

variable "job_name" {
  description = "Dataflow job name of the nightly run (a second launch while one runs is refused)."
  type        = string
  default     = "evidence-audit-daily"
}
