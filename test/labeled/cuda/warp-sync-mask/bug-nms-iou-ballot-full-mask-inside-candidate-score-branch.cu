// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// BUG: warp-per-box non-maximum suppression: each lane tests one candidate
// box j of the current chunk and the warp ballots which candidates box i
// suppresses. The ballot sits inside the candidate's own score test, so lanes
// whose box is below the score threshold skip it while the full mask names
// them: the warp waits for lanes that never arrive.
struct Box { float x0, y0, x1, y1; };
__device__ float iou(Box a, Box b) {
  float w = fmaxf(0.f, fminf(a.x1, b.x1) - fmaxf(a.x0, b.x0));
  float h = fmaxf(0.f, fminf(a.y1, b.y1) - fmaxf(a.y0, b.y0));
  float in = w * h;
  return in / ((a.x1 - a.x0) * (a.y1 - a.y0) + (b.x1 - b.x0) * (b.y1 - b.y0) - in);
}
__global__ void __launch_bounds__(128) nms_mask(const Box *__restrict__ boxes, const float *__restrict__ score,
                                                unsigned *__restrict__ sup, int n, float min_score) {
  int lane = threadIdx.x & 31;
  int i = (blockIdx.x * 128 + threadIdx.x) >> 5;
  if (i >= n)
    return;
  Box bi = boxes[i];
  for (int c = 0; c < (n + 31) / 32; ++c) {
    int j = c * 32 + lane;
    unsigned bits = 0;
    if (j < n && score[j] > min_score) {
      bool s = j > i && iou(bi, boxes[j]) > 0.5f;
      bits = __ballot_sync(0xffffffffu, s);
    }
    if (lane == 0)
      sup[(size_t)i * ((n + 31) / 32) + c] = bits;
  }
}
