// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=160
// Warp-specialised kernel: warp 0 produces, warps 1..4 consume and
// synchronise among themselves on named barrier 1. The count comes from a
// constant that still says three consumer warps, so the barrier completes
// when the first three of the four consumer warps arrive.
constexpr int kConsumerWarps = 3;  // stale: the launch has 4 consumer warps
constexpr int kConsumerThreads = kConsumerWarps * 32;
__global__ void __launch_bounds__(160) ws(const float *in, float *out) {
  __shared__ float tile[128];
  __shared__ float acc[128];
  int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int i = threadIdx.x; i < 128; i += 32)
      tile[i] = in[blockIdx.x * 128 + i];
  } else {
    int c = threadIdx.x - 32;
    acc[c] = 0.f;
    asm volatile("bar.sync 1, %0;" ::"n"(kConsumerThreads) : "memory");
    out[blockIdx.x * 128 + c] = acc[c ^ 32] + 1.f;
  }
  __syncthreads();
  out[blockIdx.x * 128 + (threadIdx.x & 127)] += tile[threadIdx.x & 127];
}
