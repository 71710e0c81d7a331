// EXPECT: barrier-misuse
// A multi-stage pipeline gives each ring slot its own named barrier,
// numbered after the ids the kernel already uses (0 for __syncthreads,
// 1..8 for the per-warp epilogue hand-offs). With 8 stages the slot
// barriers are 9..16, and barrier 16 does not exist: a CTA has ids 0..15
// (BUG: the stage count was raised from 7 to 8).
constexpr int WARPS = 8, STAGES = 8, FIRST_STAGE_BAR = 1 + WARPS;
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
    named_sync(FIRST_STAGE_BAR + s, WARPS * 32); // BUG: id 16 when s == 7
    acc += slot[s][(t + 1) % (WARPS * 32)];
  }
  out[blockIdx.x * WARPS * 32 + t] = acc;
}
