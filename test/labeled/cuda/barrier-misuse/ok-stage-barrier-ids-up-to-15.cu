// EXPECT: clean
// A multi-stage pipeline gives each ring slot its own named barrier,
// numbered after the ids the kernel already uses (0 for __syncthreads,
// 1..8 for per-warp hand-offs): 7 stages take ids 9..15, the last one a
// CTA has.
constexpr int WARPS = 8, STAGES = 7, FIRST_STAGE_BAR = 1 + WARPS;
static_assert(FIRST_STAGE_BAR + STAGES - 1 <= 15, "named barrier ids are 0..15");
__device__ __forceinline__ void named_sync(int id, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(n) : "memory");
}
__global__ void __launch_bounds__(WARPS * 32) ring(const float *__restrict__ in,
                                                  float *__restrict__ out) {
  __shared__ float slot[STAGES][WARPS * 32];
  int t = threadIdx.x;
  float acc = 0.0f;
#pragma unroll
  for (int s = 0; s < STAGES; ++s) {
    slot[s][t] = in[(blockIdx.x * STAGES + s) * WARPS * 32 + t];
    named_sync(FIRST_STAGE_BAR + s, WARPS * 32);
    acc += slot[s][(t + 1) % (WARPS * 32)];
  }
  out[blockIdx.x * WARPS * 32 + t] = acc;
}
