"""Devops runs 1-20: latency and error rates, incidents, disks, ports, builds, cron and SLO budgets."""

from _devops import SYSTEM, prom, vector
from _vocab import A, C, Run, U

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
GPT41 = "gpt-4.1-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET37 = "claude-3-7-sonnet-20250219"
OPUS = "claude-3-opus-20240229"
GEMINI = "gemini-2.0-flash-001"
PRO = "gemini-1.5-pro-002"
FLASH = "gemini-1.5-flash-002"
LLAMA = "meta-llama/Llama-3.3-70B-Instruct"
QWEN = "Qwen/Qwen2.5-Coder-32B-Instruct"
MISTRAL = "mistral-large-2411"
DEEPSEEK = "deepseek-chat"
COMMAND = "command-r-plus-08-2024"

T = 1755187500


def d01() -> Run:
    p99 = vector(prom({"service": "checkout-api", "quantile": "0.99"}, T, "0.41273845"))
    err = vector(prom({"service": "checkout-api"}, T, "0.012345679012345678"))
    return Run("devops-01", GPT, SYSTEM, [
        U("is checkout-api healthy right now? people in #payments are complaining"),
        C("prom_query", {"query": "histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service=\"checkout-api\"}[5m])))"}, p99),
        C("prom_query", {"query": "sum(rate(http_requests_total{service=\"checkout-api\",code=~\"5..\"}[5m])) / sum(rate(http_requests_total{service=\"checkout-api\"}[5m]))"}, err),
        A("Not quite. Over the last 5 minutes:\n\n"
          "- **p99 latency:** **412.7 ms** (0.4127 s), which is **{{412.7-300|.1f}} ms over** the 300 ms SLO target\n"
          "- **5xx error rate:** **1.23%**\n\n"
          "Both point to a real degradation, not just noise. Want me to check recent deploys and pod health?"),
        U("yes check deploys"),
        C("ci_deploys", {"service": "checkout-api", "limit": 3},
          [{"deploy_id": "dep-20250814-0412", "version": "v2.32.0", "build": 4471, "commit": "a3f9c1e", "finished_at": "2025-08-14T15:21:07Z", "status": "succeeded"},
           {"deploy_id": "dep-20250812-0377", "version": "v2.31.4", "build": 4460, "commit": "7c1e2f9", "finished_at": "2025-08-12T18:02:44Z", "status": "succeeded"},
           {"deploy_id": "dep-20250811-0351", "version": "v2.31.3", "build": 4452, "commit": "e04b8d6", "finished_at": "2025-08-11T17:40:12Z", "status": "succeeded"}]),
        A("There was a deploy **{{65-21|d}} minutes ago**:\n\n"
          "| Version | Build | Commit | Finished (UTC) | Finished (PDT) |\n|---|---|---|---|---|\n"
          "| **v2.32.0** | #4471 | `a3f9c1e` | 15:21:07 | 8:21 AM |\n"
          "| v2.31.4 | #4460 | `7c1e2f9` | Aug 12, 18:02:44 | Aug 12, 11:02 AM |\n"
          "| v2.31.3 | #4452 | `e04b8d6` | Aug 11, 17:40:12 | Aug 11, 10:40 AM |\n\n"
          "The timing lines up: v2.32.0 went out at 15:21 UTC, shortly before the complaints. A rollback to **v2.31.4** is the obvious candidate if you want to mitigate first."),
        U("what was the error rate before the deploy?"),
        C("prom_query", {"query": "sum(rate(http_requests_total{service=\"checkout-api\",code=~\"5..\"}[5m] offset 1h)) / sum(rate(http_requests_total{service=\"checkout-api\"}[5m] offset 1h))"},
          vector(prom({"service": "checkout-api"}, T - 3600, "0.00081967213114754"))),
        A("An hour ago (before the deploy) the 5xx rate was **0.08%**. It's now **1.23%**, roughly **{{0.012345679/0.00081967|.0f}}×** higher."),
    ])


def d02() -> Run:
    inc = {"id": "INC-4821", "title": "Elevated 502s on payments-gateway", "severity": "SEV2", "status": "resolved",
           "commander": "dana.kim", "timeline": [
               {"at": "2025-08-13T13:42:10Z", "event": "Alert fired: PaymentsGateway5xxHigh"},
               {"at": "2025-08-13T13:49:55Z", "event": "Incident declared"},
               {"at": "2025-08-13T14:19:30Z", "event": "Mitigated: traffic shifted to eu-west-1b"},
               {"at": "2025-08-13T14:58:02Z", "event": "Resolved: faulty LB target group drained"}],
           "affected_requests": 18244}
    return Run("devops-02", CLAUDE, SYSTEM, [
        U("Can you give me a quick timeline of INC-4821 with durations? I'm writing the postmortem, and the Berlin folks want their local times too."),
        C("incident_get", {"id": "INC-4821"}, inc),
        A("Here's the timeline for **INC-4821** (SEV2, \"Elevated 502s on payments-gateway\"), with UTC, Berlin (CEST) and San Francisco (PDT) times:\n\n"
          "| Event | UTC | Berlin | SF |\n|---|---|---|---|\n"
          "| Alert fired (PaymentsGateway5xxHigh) | 13:42:10 | 15:42 | 06:42 |\n"
          "| Incident declared | 13:49:55 | 15:49 | 06:49 |\n"
          "| Mitigated (traffic to eu-west-1b) | 14:19:30 | 16:19 | 07:19 |\n"
          "| Resolved (LB target group drained) | 14:58:02 | 16:58 | 07:58 |\n\n"
          "Durations, working from the timestamps:\n"
          "- **Time to declare:** 13:42:10 → 13:49:55 = 7 min 45 s\n"
          "- **Time to mitigate** (from alert): 13:42:10 → 14:19:30 = 37 min 20 s\n"
          "- **Total duration** (alert to resolved): 13:42:10 → 14:58:02 = 1 h 15 min 52 s\n\n"
          "The incident affected 18,244 requests."),
        U("what was the impact rate per minute until mitigation, roughly"),
        A("If we assume the 18,244 affected requests all fell in the window from alert to mitigation (37 min 20 s, about {{37+20/60|.1f}} minutes), that's roughly 18,244 ÷ {{37+20/60|.2f}} ≈ **{{18244/(37+20/60)|.0f}} requests per minute**.\n\n"
          "That assumption may not hold: some failures may have happened before the alert fired or between mitigation and resolution. The record only gives the total, so I'd flag that number as an estimate in the postmortem."),
        U("good point. who was IC?"),
        A("The incident commander was **dana.kim**."),
    ], fmt="anthropic")


def d03() -> Run:
    df = ("Filesystem      Size  Used Avail Use% Mounted on\n"
          "/dev/nvme0n1p1   97G   41G   52G  45% /\n"
          "/dev/nvme1n1    1.8T  1.6T  205G  89% /data\n"
          "tmpfs            32G     0   32G   0% /dev/shm")
    growth = vector(prom({"instance": "db-prod-03:9100", "mountpoint": "/data"}, T, "23622320128"))
    return Run("devops-03", GEMINI, SYSTEM, [
        U("disk on db-prod-03?"),
        C("host_exec", {"host": "db-prod-03", "cmd": "df -h"}, df),
        A("db-prod-03:\n* `/` 41G of 97G (45%)\n* `/data` 1.6T of 1.8T (**89%**), 205G free\n\n/data is the one to watch."),
        U("how fast is /data growing"),
        C("prom_query", {"query": "delta(node_filesystem_avail_bytes{instance=\"db-prod-03:9100\",mountpoint=\"/data\"}[24h]) * -1"}, growth),
        A("About 23.6 GB/day (23,622,320,128 bytes in the last 24h). At that rate the 205G left lasts roughly {{205/23.6|.1f}} days, but note `df -h` prints GiB and the rate is in GB: 23.6 GB is {{23622320128/2**30|.1f}} GiB, so ~{{205/(23622320128/2**30)|.1f}} days. Around Aug 22-23."),
        U("alert threshold?"),
        C("alert_rules", {"name": "DiskSpaceLow"}, {"name": "DiskSpaceLow", "expr": "node_filesystem_avail_bytes / node_filesystem_size_bytes < 0.1", "for": "15m", "severity": "warning"}),
        A("DiskSpaceLow fires below 10% free for 15m (warning). /data is at {{100-89|d}}% free now, so it'll fire soon."),
    ])


def d04() -> Run:
    svc = ("NAME            TYPE        CLUSTER-IP      EXTERNAL-IP   PORT(S)             AGE\n"
           "ledger-svc      ClusterIP   10.96.142.18    <none>        8080/TCP,9090/TCP   41d\n"
           "ledger-grpc     ClusterIP   10.96.142.77    <none>        50051/TCP           41d")
    return Run("devops-04", LLAMA, SYSTEM, [
        U("What port does the ledger service listen on in prod? I need to port-forward"),
        C("kubectl", {"args": "get svc -n ledger -l app=ledger", "context": "prod-us-west-2"}, svc),
        A("In the ledger namespace (prod-us-west-2) there are two services:\n\n"
          "- ledger-svc (ClusterIP 10.96.142.18): port 8080/TCP for HTTP and 9090/TCP (likely metrics)\n"
          "- ledger-grpc (ClusterIP 10.96.142.77): port 50051/TCP for gRPC\n\n"
          "To port-forward the HTTP API:\n\n```\nkubectl -n ledger port-forward svc/ledger-svc 8080:8080\n```\n\n"
          "If 8080 is already taken on your machine, you can map it to another local port, for example `18080:8080`."),
        U("and the grpc one to local 5000?"),
        A("```\nkubectl -n ledger port-forward svc/ledger-grpc 5000:50051\n```\n\nThen point your client at localhost:5000."),
        U("thx"),
        A("You're welcome. Remember to use the prod-us-west-2 context."),
        U("what's the metrics port for then"),
        A("ledger-svc also exposes 9090/TCP. The service definition doesn't name it, but 9090 is commonly used for Prometheus metrics. You could forward it with `kubectl -n ledger port-forward svc/ledger-svc 9090:9090` and check `/metrics`."),
    ])


def d05() -> Run:
    build = {"build": 4474, "pipeline": "checkout-api/main", "status": "failed", "commit": "d81c0aa",
             "author": "m.ortiz", "started_at": "2025-08-14T15:40:12Z", "duration_s": 431.8,
             "failed_step": "test", "failures": [
                 {"test": "TestRefundIdempotency", "file": "internal/refunds/refund_test.go", "line": 118,
                  "message": "expected status 409, got 500"}],
             "previous_green": {"build": 4471, "commit": "a3f9c1e"}}
    return Run("devops-05", QWEN, SYSTEM, [
        U("why did the latest checkout-api build fail"),
        C("ci_build", {"pipeline": "checkout-api/main", "build": "latest"}, build),
        A("Build **#4474** (commit `d81c0aa` by m.ortiz) failed in the `test` step after {{431.8/60|.1f}} minutes.\n\n"
          "Failing test:\n\n- `TestRefundIdempotency` in `internal/refunds/refund_test.go:118`: expected status 409, got 500\n\n"
          "The last green build was **#4471** (commit `a3f9c1e`), so the regression is somewhere between `a3f9c1e` and `d81c0aa`."),
        U("what commits are in between?"),
        C("git_log", {"repo": "checkout-api", "range": "a3f9c1e..d81c0aa"},
          "d81c0aa refunds: return 500 on duplicate key instead of mapping to 409 (m.ortiz)\n5f2e019 deps: bump pgx to v5.6.0 (renovate)\n"),
        A("Two commits:\n\n1. `5f2e019`: deps: bump pgx to v5.6.0 (renovate)\n2. `d81c0aa`: refunds: return 500 on duplicate key instead of mapping to 409 (m.ortiz)\n\n"
          "`d81c0aa` looks like the direct cause: its message says it returns 500 on a duplicate key instead of mapping to 409, which is exactly what the test catches."),
        U("ok I'll ping marco"),
        A("Sounds good. The failure is at `internal/refunds/refund_test.go:118` if he needs a pointer."),
        U("how long did the green build take?"),
        A("I only have the details of build #4474 ({{431.8/60|.1f}} minutes). I'd need to look up #4471 to give you its duration."),
    ])


def d06() -> Run:
    cron = ("# m h dom mon dow  command   (TZ=UTC)\n"
            "30 2 * * 1-5   /opt/jobs/reconcile_ledger.sh\n"
            "0 */6 * * *    /opt/jobs/rotate_keys.sh\n"
            "15 23 * * 0    /opt/jobs/weekly_report.sh --email finance@quillpay.example")
    return Run("devops-06", MISTRAL, SYSTEM, [
        U("When does the ledger reconciliation job run on batch-01? In our time and Berlin time please."),
        C("host_exec", {"host": "batch-01", "cmd": "crontab -l -u jobs"}, cron),
        A("The crontab on batch-01 runs in UTC. The ledger reconciliation (`/opt/jobs/reconcile_ledger.sh`) is scheduled as `30 2 * * 1-5`, which means 02:30 UTC, Monday to Friday.\n\n"
          "- San Francisco (PDT, UTC-7): 7:30 PM the evening before, so Sunday to Thursday evenings\n"
          "- Berlin (CEST, UTC+2): 4:30 AM, Monday to Friday"),
        U("and the key rotation?"),
        A("`0 */6 * * *` runs every 6 hours on the hour: 00:00, 06:00, 12:00 and 18:00 UTC. In PDT that is 5:00 PM, 11:00 PM, 5:00 AM and 11:00 AM; in Berlin 2:00 AM, 8:00 AM, 2:00 PM and 8:00 PM."),
        U("weekly report?"),
        A("`15 23 * * 0` is 23:15 UTC on Sundays. That's 4:15 PM Sunday in San Francisco and 1:15 AM Monday in Berlin. It emails finance@quillpay.example."),
        U("does the reconcile job run on saturday?"),
        A("No. `1-5` is Monday to Friday in UTC. In San Francisco that means it runs on Sunday to Thursday evenings, so never on a Saturday there either."),
    ])


def d07() -> Run:
    hosts = [{"hostname": "pg-prod-01", "role": "postgres-primary", "private_ip": "10.40.8.21", "az": "us-west-2a", "instance_type": "r6i.4xlarge"},
             {"hostname": "pg-prod-02", "role": "postgres-replica", "private_ip": "10.40.9.37", "az": "us-west-2b", "instance_type": "r6i.4xlarge"},
             {"hostname": "pg-prod-03", "role": "postgres-replica", "private_ip": "10.40.10.52", "az": "us-west-2c", "instance_type": "r6i.2xlarge"}]
    return Run("devops-07", MINI, SYSTEM, [
        U("list the prod postgres hosts with IPs"),
        C("inventory_search", {"role": "postgres-*", "env": "prod"}, hosts),
        A("Here are the prod Postgres hosts:\n\n"
          "| Host | Role | Private IP | AZ | Type |\n|---|---|---|---|---|\n"
          "| **pg-prod-01** | primary | 10.40.8.21 | us-west-2a | r6i.4xlarge |\n"
          "| **pg-prod-02** | replica | 10.40.9.37 | us-west-2b | r6i.4xlarge |\n"
          "| **pg-prod-03** | replica | 10.40.10.52 | us-west-2c | r6i.2xlarge |"),
        U("give me the psql command for the primary"),
        A("```bash\npsql -h [[10.40.8.12]] -p 5432 -U <your_user> -d <database>\n```\n\n"
          "Replace `<your_user>` and `<database>` with your credentials. 5432 is the default Postgres port; adjust it if the cluster uses a different one.",
          why="an IP with two digits swapped (10.40.8.21)"),
        U("which one is the smaller instance?"),
        A("**pg-prod-03** (r6i.2xlarge); the other two are r6i.4xlarge."),
        U("what AZ is the primary in?"),
        A("pg-prod-01 is in **us-west-2a**."),
    ])


def d08() -> Run:
    downs = {"slo": "checkout-api availability", "target": 0.999, "window_days": 30,
             "bad_minutes": [{"incident": "INC-4790", "minutes": 18.0}, {"incident": "INC-4821", "minutes": 12.5}],
             "window_start": "2025-07-15T16:00:00Z"}
    return Run("devops-08", SONNET37, SYSTEM, [
        U("How much error budget does checkout-api have left this month?"),
        C("slo_status", {"slo": "checkout-api availability"}, downs),
        A("Let me work it out from the SLO definition.\n\n"
          "**Budget:** a 99.9% target over 30 days allows 0.1% of the window to be bad:\n"
          "30 days × 24 h × 60 min = {{30*24*60|,d}} minutes, and 0.1% of that is **{{30*24*60*0.001|.1f}} minutes**.\n\n"
          "**Spent:** two incidents counted against it:\n- INC-4790: 18.0 minutes\n- INC-4821: 12.5 minutes\n- Total: 18.0 + 12.5 = {{18+12.5|.1f}} minutes\n\n"
          "**Remaining:** {{30*24*60*0.001|.1f}} - {{18+12.5|.1f}} = **{{30*24*60*0.001-30.5|.1f}} minutes**, or about {{(30*24*60*0.001-30.5)/(30*24*60*0.001)*100|.0f}}% of the budget.\n\n"
          "So you've used roughly {{30.5/43.2*100|.0f}}% of the monthly budget, with the window running from July 15 at 16:00 UTC."),
        U("If today's degradation (about 1.2% errors) has been going on since 15:25 UTC, and it counts as fully bad, how long until we blow the budget?"),
        A("From 15:25 to now (16:05) is {{16*60+5-(15*60+25)|d}} minutes. If those count fully against the budget, it's already spent: {{30*24*60*0.001-30.5|.1f}} minutes remained, so you're {{40-(30*24*60*0.001-30.5)|.1f}} minutes over.\n\n"
          "That said, whether it counts as fully bad depends on the SLI definition: a 1.2% error rate wouldn't make every minute \"bad\" under a request-based SLI. I'd check how the SLO is computed before declaring the budget exhausted."),
        U("good catch, it's request based"),
        A("Then today's impact is roughly the error rate times the time: about 1.2% of requests over 40 minutes, equivalent to ~{{0.012*40|.1f}} fully bad minutes. That would leave about {{30*24*60*0.001-30.5-0.012*40|.1f}} minutes of budget, assuming traffic was steady."),
    ], fmt="anthropic")


def d09() -> Run:
    pods = ("NAME                            READY   STATUS      RESTARTS       AGE\n"
            "fraud-scorer-7d9f8b6c5d-2xkqp   1/1     Running     7 (4m ago)     2d3h\n"
            "fraud-scorer-7d9f8b6c5d-9lmwt   1/1     Running     5 (22m ago)    2d3h\n"
            "fraud-scorer-7d9f8b6c5d-tq4zr   0/1     OOMKilled   9 (41s ago)    2d3h")
    mem = vector(prom({"pod": "fraud-scorer-7d9f8b6c5d-2xkqp"}, T, "522190848"),
                 prom({"pod": "fraud-scorer-7d9f8b6c5d-9lmwt"}, T, "498073600"))
    return Run("devops-09", PRO, SYSTEM, [
        U("fraud-scorer keeps restarting, what's going on"),
        C("kubectl", {"args": "get pods -n risk -l app=fraud-scorer", "context": "prod-us-west-2"}, pods),
        A("3 pods, {{7+5+9|d}} restarts total over ~2 days:\n* `2xkqp`: 7 restarts (last 4m ago)\n* `9lmwt`: 5 (22m ago)\n* `tq4zr`: 9, currently **OOMKilled**\n\nLooks like memory. Checking usage vs limit."),
        C("kubectl", {"args": "get deploy fraud-scorer -n risk -o jsonpath={.spec.template.spec.containers[0].resources}", "context": "prod-us-west-2"},
          "{\"limits\":{\"cpu\":\"1\",\"memory\":\"512Mi\"},\"requests\":{\"cpu\":\"250m\",\"memory\":\"384Mi\"}}"),
        C("prom_query", {"query": "container_memory_working_set_bytes{namespace=\"risk\",container=\"fraud-scorer\"}"}, mem),
        A("Limit is 512Mi (= {{512*2**20|,d}} bytes). Working set:\n* `2xkqp`: 522,190,848 B = {{522190848/2**20|.0f}}Mi ({{522190848/(512*2**20)*100|.0f}}% of limit)\n* `9lmwt`: 498,073,600 B = {{498073600/2**20|.0f}}Mi ({{498073600/(512*2**20)*100|.0f}}%)\n\nBoth at the limit. Raise the memory limit (e.g. to 768Mi) or find the leak."),
        U("the request is 384Mi, should I raise that too"),
        A("If pods really use ~{{498073600/2**20|.0f}}Mi, a 384Mi request under-reserves by ~{{498073600/2**20-384|.0f}}Mi per pod, which can overcommit nodes. Raising both is reasonable; the numbers are your call."),
    ])


def d10() -> Run:
    return Run("devops-10", DEEPSEEK, SYSTEM, [
        U("scale notifications-worker up by 50%, queue is backing up"),
        C("kubectl", {"args": "get deploy notifications-worker -n comms", "context": "prod-us-west-2"},
          "NAME                   READY   UP-TO-DATE   AVAILABLE   AGE\nnotifications-worker   6/6     6            6           97d"),
        A("notifications-worker currently has 6 replicas. 50% more is {{6*1.5|.0f}}. Scale to {{6*1.5|.0f}}? (yes/no)"),
        U("yes"),
        C("kubectl", {"args": "scale deploy notifications-worker -n comms --replicas=9", "context": "prod-us-west-2"},
          "deployment.apps/notifications-worker scaled"),
        C("kubectl", {"args": "get deploy notifications-worker -n comms", "context": "prod-us-west-2"},
          "NAME                   READY   UP-TO-DATE   AVAILABLE   AGE\nnotifications-worker   8/9     9            8           97d"),
        A("Scaled. 8 of 9 ready so far; the last one should come up shortly."),
        U("queue depth now?"),
        C("prom_query", {"query": "sum(rabbitmq_queue_messages{queue=\"notifications\"})"},
          vector(prom({"queue": "notifications"}, T, "48213"))),
        A("48,213 messages in `notifications`. Check again in a few minutes to see whether it's draining."),
        U("check again"),
        C("prom_query", {"query": "sum(rabbitmq_queue_messages{queue=\"notifications\"})"},
          vector(prom({"queue": "notifications"}, T + 300, "39870"))),
        A("39,870 now, down {{48213-39870|,d}} in 5 minutes (~{{(48213-39870)/5|,.0f}}/min). At that rate it drains in about {{39870/((48213-39870)/5)|.0f}} minutes."),
    ])


def d11() -> Run:
    logs = ("2025-08-14T15:58:02.114Z ERROR payments-gateway upstream timeout host=acq-eu-2.partner.example:443 after=5000ms\n"
            "2025-08-14T15:58:02.771Z ERROR payments-gateway upstream timeout host=acq-eu-2.partner.example:443 after=5000ms\n"
            "2025-08-14T15:58:09.018Z WARN  payments-gateway retry 2/3 txn=tx_9fQ2mLr8\n"
            "2025-08-14T15:58:14.530Z ERROR payments-gateway status=503 code=ACQ_UNAVAILABLE txn=tx_9fQ2mLr8\n"
            "2025-08-14T15:59:40.266Z ERROR payments-gateway upstream timeout host=acq-eu-2.partner.example:443 after=5000ms\n"
            "2025-08-14T16:00:03.902Z ERROR payments-gateway status=503 code=ACQ_UNAVAILABLE txn=tx_3Hk0pQa1")
    return Run("devops-11", COMMAND, SYSTEM, [
        U("Show me what payments-gateway is logging since 15:58 UTC, errors only."),
        C("logs_query", {"service": "payments-gateway", "since": "2025-08-14T15:58:00Z", "level": "WARN+"}, logs),
        A("Since 15:58 UTC, payments-gateway logged 5 errors and 1 warning:\n\n"
          "- **3 upstream timeouts** to `acq-eu-2.partner.example:443`, each after 5000 ms (15:58:02, 15:58:02, 15:59:40)\n"
          "- **2 × status 503 `ACQ_UNAVAILABLE`** (transactions `tx_9fQ2mLr8` and `tx_3Hk0pQa1`)\n"
          "- **1 warning**: retry 2/3 for `tx_9fQ2mLr8`, which then failed with the 503 at 15:58:14\n\n"
          "Everything points at the acquirer endpoint `acq-eu-2.partner.example` on port 443 timing out. In Berlin time the first timeout was at 17:58."),
        U("is it only eu-2?"),
        A("In this log window, yes: every timeout names `acq-eu-2.partner.example:443`. I only looked at 6 lines, though; a wider query would confirm that the other acquirers are fine."),
        U("do the wider query, last hour"),
        C("logs_count", {"service": "payments-gateway", "since": "2025-08-14T15:05:00Z", "level": "ERROR", "group_by": "host"},
          {"acq-eu-2.partner.example:443": 212, "acq-us-1.partner.example:443": 3, "acq-eu-1.partner.example:443": 0}),
        A("Errors by upstream in the last hour:\n\n- `acq-eu-2.partner.example:443`: **212**\n- `acq-us-1.partner.example:443`: **3**\n- `acq-eu-1.partner.example:443`: **0**\n\n"
          "So {{212/(212+3)*100|.1f}}% of the errors are on eu-2. It's isolated to that acquirer."),
        U("when did the first eu-2 timeout start, in SF time"),
        A("The first one in my window is 15:58:02 UTC, which is 8:58 AM PDT. The wider count covers the whole hour from 15:05, so the errors may have started earlier; the count doesn't give the first timestamp."),
    ])


def d12() -> Run:
    hist = [{"revision": 41, "version": "v2.32.0", "build": 4471, "commit": "a3f9c1e4b7d2", "deployed_at": "2025-08-14T15:21:07Z"},
            {"revision": 40, "version": "v2.31.4", "build": 4460, "commit": "7c1e2f90a8b3", "deployed_at": "2025-08-12T18:02:44Z"}]
    return Run("devops-12", GPT41, SYSTEM, [
        U("roll back checkout-api to the previous version"),
        C("rollout_history", {"deployment": "checkout-api", "namespace": "checkout", "limit": 2}, hist),
        A("The previous revision is **40**: **v2.31.4**, build **#4460**, commit `7c1e2f90a8b3`, deployed Aug 12 at 18:02 UTC. The current one is revision 41 (v2.32.0, build #4471).\n\nConfirm: roll `checkout-api` in `checkout` back to revision 40?"),
        U("yes do it"),
        C("rollout_undo", {"deployment": "checkout-api", "namespace": "checkout", "to_revision": 40},
          {"deployment": "checkout-api", "rolled_back_to": 40, "status": "progressing", "started_at": "2025-08-14T16:07:31Z"}),
        A("Rollback started at **16:07:31 UTC** (9:07 AM PDT). `checkout-api` is going back to **v2.31.4** (commit `[[7c1e2f90a8e3]]`). I'll keep an eye on it; want me to check p99 and error rate once it's done?",
          why="a commit hash with one character changed (7c1e2f90a8b3)"),
        U("yes"),
        C("prom_query", {"query": "histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service=\"checkout-api\"}[5m])))"},
          vector(prom({"service": "checkout-api", "quantile": "0.99"}, T + 600, "0.18620000000000003"))),
        C("prom_query", {"query": "sum(rate(http_requests_total{service=\"checkout-api\",code=~\"5..\"}[5m])) / sum(rate(http_requests_total{service=\"checkout-api\"}[5m]))"},
          vector(prom({"service": "checkout-api"}, T + 600, "0.0009124087591240876"))),
        A("After the rollback:\n\n- **p99:** **186.2 ms**, back under the 300 ms target\n- **5xx rate:** **0.09%**\n\nLooks recovered."),
    ])


def d13() -> Run:
    cert = ("subject=CN = api.quillpay.example\nissuer=C = US, O = Let's Encrypt, CN = R11\n"
            "notBefore=Jun  4 00:00:01 2025 GMT\nnotAfter=Sep  2 23:59:59 2025 GMT\n"
            "X509v3 Subject Alternative Name: DNS:api.quillpay.example, DNS:checkout.quillpay.example")
    return Run("devops-13", LLAMA, SYSTEM, [
        U("When does the api.quillpay.example cert expire?"),
        C("tls_inspect", {"host": "api.quillpay.example", "port": 443}, cert),
        A("The certificate for api.quillpay.example expires on September 2, 2025 at 23:59:59 GMT. That's {{(date(2025,9,2)-date(2025,8,14)).days|d}} days from today. It was issued by Let's Encrypt (R11) on June 4, 2025, and also covers checkout.quillpay.example."),
        U("is auto renewal on?"),
        A("The certificate details don't tell me whether auto-renewal is configured. Let's Encrypt certificates are valid for 90 days and are usually renewed about 30 days before expiry, which would have been around August 3. Since it hasn't been renewed yet, it's worth checking the renewal job."),
        U("what time is expiry in SF?"),
        A("23:59:59 GMT on September 2 is 4:59:59 PM PDT on September 2 in San Francisco."),
        U("remind me in slack 7 days before"),
        A("I don't have a Slack or reminder tool, so I can't schedule that. Seven days before expiry would be {{date(2025,9,2)-timedelta(days=7)|%B %-d}}, if you want to set it yourself."),
    ])


def d14() -> Run:
    net = ("$ nc -zv 10.40.12.7 6379\nnc: connect to 10.40.12.7 port 6379 (tcp) failed: Connection refused\n"
           "$ ss -ltnp (on cache-prod-02)\nState  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
           "LISTEN 0      511        0.0.0.0:6390      0.0.0.0:*     users:((\"redis-server\",pid=1184,fd=6))\n"
           "LISTEN 0      128        0.0.0.0:22        0.0.0.0:*     users:((\"sshd\",pid=902,fd=3))")
    return Run("devops-14", QWEN, SYSTEM, [
        U("session-svc can't reach redis on cache-prod-02 (10.40.12.7). connection refused on 6379. can you check?"),
        C("net_diag", {"target": "10.40.12.7", "port": 6379, "host": "cache-prod-02"}, net),
        A("I checked cache-prod-02 (10.40.12.7):\n\n"
          "- `nc` to port 6379 is refused, as you saw.\n"
          "- `ss` shows redis-server (pid 1184) is listening on port **[[6380]]**, not 6379. The only other listener is sshd on port 22.\n\n"
          "So Redis is up, but on a different port. Either someone changed the `port` setting in redis.conf, or the service was started with a different config.",
          why="a port no result listed: ss shows redis on 6390"),
        U("ok so I should point session-svc at 6390?"),
        A("Yes, Redis on cache-prod-02 is listening on **6390** (I misread the port a moment ago, sorry). Pointing session-svc at 10.40.12.7:6390 would work as a quick fix, but it's better to find out why the port changed and restore 6379, since other clients may also expect the default."),
        U("check the config"),
        C("host_exec", {"host": "cache-prod-02", "cmd": "grep -n '^port' /etc/redis/redis.conf"}, "93:port 6390"),
        A("`/etc/redis/redis.conf` line 93 sets `port 6390`. Changing it back to 6379 and restarting Redis would restore the default; note that a restart will drop the connections on 6390."),
    ])


def d15() -> Run:
    pm = {"incident": "INC-4833", "title": "Checkout latency after v2.32.0", "start": "2025-08-14T15:25:00Z", "end": "2025-08-14T16:02:00Z",
          "checkouts_attempted": 48930, "checkouts_failed": 3412, "revenue_at_risk_usd": 211847.5,
          "root_cause": "N+1 query in cart pricing introduced in a3f9c1e", "fix": "rollback to v2.31.4; fix in PR #2291"}
    return Run("devops-15", OPUS, SYSTEM, [
        U("Draft the customer-impact paragraph for the INC-4833 postmortem."),
        C("incident_get", {"id": "INC-4833"}, pm),
        A("Here's a draft:\n\n"
          "> **Customer impact.** Between 15:25 and 16:02 UTC on August 14, 2025 (8:25-9:02 AM PDT; 17:25-18:02 CEST), a period of 37 minutes, "
          "checkout requests were slow and a portion failed. Of 48,930 checkout attempts in that window, 3,412 failed, a failure rate of {{3412/48930*100|.2f}}%. "
          "The revenue associated with the failed checkouts was approximately $211,847.50; some of these customers likely retried successfully, so the actual loss is expected to be lower. "
          "The cause was an N+1 query in cart pricing introduced in commit a3f9c1e (v2.32.0). Service was restored by rolling back to v2.31.4; the permanent fix is PR #2291.\n\n"
          "I computed the 37 minutes and the {{3412/48930*100|.2f}}% from the record's start and end times and counts. Do you want me to add the per-minute failure rate as well?"),
        U("yes add it"),
        A("At 3,412 failures over 37 minutes, that's about {{3412/37|.0f}} failed checkouts per minute on average. Here's the sentence to add after the failure rate:\n\n"
          "> On average, about {{3412/37|.0f}} checkouts failed per minute during the incident."),
        U("and average value per failed checkout?"),
        A("$211,847.50 ÷ 3,412 ≈ ${{211847.5/3412|.2f}} per failed checkout."),
    ], fmt="anthropic")


def d16() -> Run:
    lag = {"group": "ledger-projector", "topic": "ledger.events", "partitions": [
        {"partition": 0, "current_offset": 88120441, "log_end_offset": 88131902, "lag": 11461},
        {"partition": 1, "current_offset": 87993017, "log_end_offset": 88012345, "lag": 19328},
        {"partition": 2, "current_offset": 88201110, "log_end_offset": 88204004, "lag": 2894}],
        "consume_rate_per_s": 1850.4, "produce_rate_per_s": 1612.9}
    return Run("devops-16", MISTRAL, SYSTEM, [
        U("How far behind is ledger-projector on kafka?"),
        C("kafka_consumer_lag", {"group": "ledger-projector"}, lag),
        A("ledger-projector on topic ledger.events:\n\n"
          "- Partition 0: lag 11,461\n- Partition 1: lag 19,328\n- Partition 2: lag 2,894\n\n"
          "Total lag: {{11461+19328+2894|,d}} messages. Partition 1 is the furthest behind."),
        U("how long to catch up"),
        A("It consumes 1,850.4 messages/s while 1,612.9 messages/s are produced, so it gains {{1850.4-1612.9|.1f}} messages/s on the backlog. {{11461+19328+2894|,d}} ÷ {{1850.4-1612.9|.1f}} ≈ {{(11461+19328+2894)/(1850.4-1612.9)|.0f}} seconds, about {{(11461+19328+2894)/(1850.4-1612.9)/60|.1f}} minutes, if the rates stay the same."),
        U("ok that's fine then"),
        A("Agreed, it should be caught up in a couple of minutes."),
        U("what's the lag on partition 1 as a share of the total"),
        A("19,328 of {{11461+19328+2894|,d}}, about {{19328/(11461+19328+2894)*100|.0f}}%."),
    ])


def d17() -> Run:
    return Run("devops-17", FLASH, SYSTEM, [
        U("silence DiskSpaceLow for db-prod-03 for 2h, we're adding a volume"),
        C("silence_create", {"matchers": {"alertname": "DiskSpaceLow", "instance": "db-prod-03:9100"}, "duration": "2h", "comment": "adding volume"},
          {"id": "9b1f0c2e-58d4-4e3a-9a70-3c6f1e8d2b44", "startsAt": "2025-08-14T16:06:12Z", "endsAt": "2025-08-14T18:06:12Z", "createdBy": "atlas"}),
        A("Silenced. ID 9b1f0c2e-58d4-4e3a-9a70-3c6f1e8d2b44, 16:06-18:06 UTC (9:06-11:06 AM PDT)."),
        U("extend to 3h"),
        C("silence_update", {"id": "9b1f0c2e-58d4-4e3a-9a70-3c6f1e8d2b44", "endsAt": "2025-08-14T19:06:12Z"},
          {"id": "9b1f0c2e-58d4-4e3a-9a70-3c6f1e8d2b44", "startsAt": "2025-08-14T16:06:12Z", "endsAt": "2025-08-14T19:06:12Z"}),
        A("Now ends 19:06 UTC (12:06 PM PDT)."),
        U("list active silences"),
        C("silence_list", {"state": "active"},
          [{"id": "9b1f0c2e-58d4-4e3a-9a70-3c6f1e8d2b44", "matchers": "alertname=DiskSpaceLow,instance=db-prod-03:9100", "endsAt": "2025-08-14T19:06:12Z"},
           {"id": "4c2d8e11-07a9-4b55-8f3e-b1a2c9d07e65", "matchers": "alertname=KafkaLagHigh", "endsAt": "2025-08-15T02:00:00Z"}]),
        A("2 active:\n* DiskSpaceLow on db-prod-03:9100, until 19:06 UTC\n* KafkaLagHigh (all instances), until Aug 15 02:00 UTC (Aug 14, 7:00 PM PDT). Created by someone else; check if it's still needed."),
    ])


def d18() -> Run:
    rep = vector(prom({"instance": "pg-prod-02:9187"}, T, "14.250000000000002"),
                 prom({"instance": "pg-prod-03:9187"}, T, "0.75"))
    return Run("devops-18", GPT, SYSTEM, [
        U("replication lag on the pg replicas?"),
        C("prom_query", {"query": "pg_replication_lag_seconds"}, rep),
        A("Current replication lag:\n\n- **pg-prod-02:** **14.25 s**\n- **pg-prod-03:** **0.75 s** (750 ms)\n\n"
          "pg-prod-02 is lagging noticeably, about **{{14.25/0.75|.0f}}×** pg-prod-03. Reads from it could be up to ~14 seconds stale."),
        U("is there a long running query on it?"),
        C("pg_query", {"host": "pg-prod-02", "sql": "select pid, now()-query_start as age, left(query,60) from pg_stat_activity where state='active' order by age desc limit 2"},
          " pid  |       age       |                            left\n------+-----------------+--------------------------------------------------------------\n 48211 | 00:21:47.118302 | SELECT c.id, sum(l.amount) FROM customers c JOIN ledger_lin\n 50177 | 00:00:00.412006 | SELECT 1\n(2 rows)"),
        A("Yes: **pid 48211** has been running for **21 min 47 s**, a `SELECT c.id, sum(l.amount) FROM customers c JOIN ledger_lin…` aggregate. A long query on a replica can hold back WAL replay, which would explain the lag. Want me to cancel it with `pg_cancel_backend(48211)`? That needs your OK."),
        U("who's running it?"),
        A("The query I ran didn't include the user. I can re-run it with `usename` and `application_name` if you'd like."),
        U("yes rerun with user"),
        C("pg_query", {"host": "pg-prod-02", "sql": "select pid, usename, application_name from pg_stat_activity where pid = 48211"},
          "  pid  | usename  | application_name\n-------+----------+------------------\n 48211 | analyst_ro | metabase\n(1 row)"),
        A("pid **48211** is run by **analyst_ro** from **metabase**, so a BI dashboard query. Cancelling it is low risk, but whoever runs that dashboard will see an error."),
    ])


def d19() -> Run:
    cap = {"cluster": "prod-us-west-2", "node_pool": "general", "nodes": 16, "vcpu_per_node": 8, "mem_gib_per_node": 32,
           "cpu_requests_cores": 96.5, "mem_requests_gib": 402.75, "cpu_usage_cores": 61.23}
    return Run("devops-19", CLAUDE, SYSTEM, [
        U("How much headroom does the general node pool have? We want to add a service that requests 12 cores and 40Gi."),
        C("cluster_capacity", {"cluster": "prod-us-west-2", "node_pool": "general"}, cap),
        A("Let me work through the general pool in prod-us-west-2:\n\n"
          "**Capacity:** 16 nodes × 8 vCPU = {{16*8|d}} cores, and 16 × 32 GiB = {{16*32|d}} GiB of memory.\n\n"
          "**Requested today:** 96.5 cores ({{96.5/128*100|.1f}}%) and 402.75 GiB ({{402.75/512*100|.1f}}%).\n\n"
          "**After adding your service:** 96.5 + 12 = {{96.5+12|.1f}} cores ({{108.5/128*100|.1f}}%) and 402.75 + 40 = {{402.75+40|.2f}} GiB ({{442.75/512*100|.1f}}%).\n\n"
          "It fits on paper, leaving {{128-108.5|.1f}} cores and {{512-442.75|.2f}} GiB. Keep in mind that allocatable capacity per node is lower than the raw 8 vCPU / 32 GiB (the kubelet and system daemons reserve some), so the real headroom is smaller than this."),
        U("what's actual CPU usage vs requests?"),
        A("Actual usage is 61.23 cores against 96.5 cores requested, so the pool is using about {{61.23/96.5*100|.0f}}% of what's requested, and {{61.23/128*100|.0f}}% of raw capacity. Requests are well above usage, so there may be room to right-size some workloads."),
        U("how many more nodes would we need to stay under 80% requested CPU after adding it?"),
        A("At 80%, 108.5 requested cores need {{108.5/0.8|.1f}} cores of capacity. With 8 vCPU per node that's {{108.5/0.8/8|.2f}} nodes, so 17 nodes: **1 more** than today. Memory would be at {{442.75/(17*32)*100|.1f}}% with 17 nodes."),
    ], fmt="anthropic")


def d20() -> Run:
    cron = ("# TZ=UTC\n"
            "0 14 * * *    /opt/jobs/settlement_export.sh\n"
            "45 4 1 * *    /opt/jobs/monthly_invoices.sh")
    return Run("devops-20", MINI, SYSTEM, [
        U("What time does the settlement export run for the Berlin team? And in SF?"),
        C("host_exec", {"host": "batch-02", "cmd": "crontab -l -u jobs"}, cron),
        A("The settlement export (`/opt/jobs/settlement_export.sh`) runs daily at **14:00 UTC** (`0 14 * * *`):\n\n"
          "- **Berlin (CEST):** **[[15:00]]**\n- **San Francisco (PDT):** **7:00 AM**",
          why="a time zone conversion an hour off: 14:00 UTC is 16:00 CEST"),
        U("and the monthly invoices?"),
        A("`45 4 1 * *` runs at **04:45 UTC on the 1st of each month**: that's **6:45 AM** in Berlin (CEST) and **9:45 PM on the last day of the previous month** in San Francisco (PDT)."),
        U("wait, is Berlin UTC+2 now? then the export is at 16:00 there, no?"),
        A("You're right, my mistake. Berlin is on CEST (UTC+2), so 14:00 UTC is **16:00** in Berlin. San Francisco (PDT, UTC-7) is **7:00 AM**, as I said."),
    ])


RUNS = [d01(), d02(), d03(), d04(), d05(), d06(), d07(), d08(), d09(), d10(),
        d11(), d12(), d13(), d14(), d15(), d16(), d17(), d18(), d19(), d20()]
