// EXPECT: warp-sync-mask
// Stream compaction, scan then scatter: each warp computes the output slot of
// its kept elements with an inclusive warp scan of the keep flags. The scan
// was moved inside `if (keep)` to skip work for dropped elements, so the
// __shfl_up_sync(0xffffffff, ...) calls run only in the keeping lanes while
// the mask names the whole warp.
__global__ void compact(const float *in, float *out, int *count, int n, float thresh) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  float v = i < n ? in[i] : 0.f;
  bool keep = i < n && fabsf(v) > thresh;
  __shared__ int base[32];
  if (keep) {
    int s = 1;
    for (int d = 1; d < 32; d <<= 1) {
      int t = __shfl_up_sync(0xffffffffu, s, d);
      if (lane >= d)
        s += t;
    }
    int total = __shfl_sync(0xffffffffu, s, 31);
    if (lane == 31)
      base[threadIdx.x / 32] = atomicAdd(count, total);
    __syncwarp();
    out[base[threadIdx.x / 32] + s - 1] = v;
  }
}
