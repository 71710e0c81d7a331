// EXPECT: clean
// Stream compaction, scan then scatter: each warp scans its keep flags with
// __shfl_up_sync(0xffffffff, ...) in every lane (dropped elements add 0), the
// last lane reserves the warp's range, and only the scatter store sits
// inside `if (keep)`.
__global__ void compact(const float *in, float *out, int *count, int n, float thresh) {
  int i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  float v = i < n ? in[i] : 0.f;
  bool keep = i < n && fabsf(v) > thresh;
  __shared__ int base[32];
  int s = keep;
  for (int d = 1; d < 32; d <<= 1) {
    int t = __shfl_up_sync(0xffffffffu, s, d);
    if (lane >= d)
      s += t;
  }
  int total = __shfl_sync(0xffffffffu, s, 31);
  if (lane == 31)
    base[threadIdx.x / 32] = atomicAdd(count, total);
  __syncwarp();
  if (keep)
    out[base[threadIdx.x / 32] + s - 1] = v;
}
