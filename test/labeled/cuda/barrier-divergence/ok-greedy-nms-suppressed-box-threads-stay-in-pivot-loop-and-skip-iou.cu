// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: greedy non-maximum suppression for one image's top 256 boxes (sorted
// by score), one thread per box: for every pivot i still kept, the later
// boxes overlapping it by more than the IoU threshold are suppressed, with a
// barrier per pivot so the next pivot sees the updated keep flags. A thread
// whose box was suppressed only skips the IoU test; it stays in the pivot
// loop (whose bound n is the block's) and meets every pivot's barrier.
struct Box { float x1, y1, x2, y2; };
__device__ __forceinline__ float iou(const Box &a, const Box &b) {
  const float w = fmaxf(0.f, fminf(a.x2, b.x2) - fmaxf(a.x1, b.x1));
  const float h = fmaxf(0.f, fminf(a.y2, b.y2) - fmaxf(a.y1, b.y1));
  const float inter = w * h;
  const float ua = (a.x2 - a.x1) * (a.y2 - a.y1) + (b.x2 - b.x1) * (b.y2 - b.y1) - inter;
  return inter / fmaxf(ua, 1e-9f);
}
__global__ void __launch_bounds__(256)
nms_block(const Box *__restrict__ boxes, const int *__restrict__ counts,
          unsigned char *__restrict__ keep_out, float thr) {
  __shared__ Box sb[256];
  __shared__ unsigned char keep[256];
  const int t = threadIdx.x, n = counts[blockIdx.x];
  const Box *b = boxes + blockIdx.x * 256;
  if (t < n) sb[t] = b[t];
  keep[t] = t < n;
  __syncthreads();
  for (int i = 0; i < n; ++i) {
    if (keep[t] && keep[i] && t > i && iou(sb[i], sb[t]) > thr) keep[t] = 0;
    __syncthreads();
  }
  keep_out[blockIdx.x * 256 + t] = keep[t];
}
