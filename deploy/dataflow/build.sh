#!/usr/bin/env bash
# Build the Flex Templates: the package's wheel, the image (launcher + workers), the two template specs.
#
#   deploy/dataflow/build.sh            # Docker if an engine answers, else Cloud Build
#   BUILDER=cloudbuild deploy/dataflow/build.sh
#
# Writes IMAGE (REGION-docker.pkg.dev/PROJECT/evidence-audit/evidence-audit:VERSION) and two template
# specs on that one image: gs://BUCKET/templates/evidence-audit.json (the batch audit, which the
# scheduler and launch.sh launch) and gs://BUCKET/templates/evidence-audit-stream.json (the streaming
# audit, which deploy/stream/launch.sh launches).
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"

context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT

echo "== wheel evidence-audit $VERSION"
python3 -m pip wheel --quiet --no-deps --wheel-dir "$context" "$REPO_DIR"
test -f "$context/evidence_audit-$VERSION-py3-none-any.whl"
cp "$DEPLOY_DIR/dataflow/Dockerfile" "$DEPLOY_DIR/dataflow/requirements.txt" "$context/"
cp "$REPO_DIR/pipelines/template.py" "$REPO_DIR/pipelines/audit.py" "$REPO_DIR/pipelines/stream.py" "$context/"

echo "== image $IMAGE"
if [[ "${BUILDER:-}" != cloudbuild ]] && docker info >/dev/null 2>&1; then
  docker build --build-arg "EVIDENCE_AUDIT_VERSION=$VERSION" --build-arg "IMAGE=$IMAGE" -t "$IMAGE" "$context"
  docker push "$IMAGE"
else
  cat >"$context/cloudbuild.yaml" <<YAML
steps:
  - name: gcr.io/cloud-builders/docker
    args: [build, --build-arg, EVIDENCE_AUDIT_VERSION=$VERSION, --build-arg, IMAGE=$IMAGE, -t, $IMAGE, .]
images: [$IMAGE]
YAML
  gcloud builds submit --project "$PROJECT" --region "$REGION" --config "$context/cloudbuild.yaml" "$context"
fi

echo "== template $TEMPLATE_PATH"
gcloud dataflow flex-template build "$TEMPLATE_PATH" \
  --project "$PROJECT" \
  --image "$IMAGE" \
  --sdk-language PYTHON \
  --metadata-file "$DEPLOY_DIR/dataflow/metadata.json"

echo "== template $STREAM_TEMPLATE_PATH"
gcloud dataflow flex-template build "$STREAM_TEMPLATE_PATH" \
  --project "$PROJECT" \
  --image "$IMAGE" \
  --sdk-language PYTHON \
  --metadata-file "$DEPLOY_DIR/stream/metadata.json"
