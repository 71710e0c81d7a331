// EXPECT: mbarrier-misuse
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A three-stage cp.async ring completed through mbarriers (each thread's
// `cp.async.mbarrier.arrive.noinc`), waited with parity `tile & 1` instead of
// `(tile / STAGES) & 1`. At tile 1, stage 1 is in its phase 0 but is waited
// with parity 1: a thread passes at once and reads neighbours' copies before
// they land, or, if they already landed, waits for a refill issued only after
// a __syncthreads it never reaches (hang). Tiles 2, 4, ... go wrong likewise.
#include "mbar.cuh"
#define STAGES 3
__device__ __forceinline__ void issue(float4 *dst, const float4 *src, uint64_t *bar) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem(dst)), "l"(src) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(bar)) : "memory");
}
__global__ void __launch_bounds__(128) stream3(const float4 *in, float *out, int tiles) {
  __shared__ float4 buf[STAGES][128];
  __shared__ uint64_t ready[STAGES];
  unsigned t = threadIdx.x;
  in += (size_t)blockIdx.x * tiles * 128;
  if (t == 0)
    for (int s = 0; s < STAGES; ++s)
      mb_init(&ready[s], 128);
  __syncthreads();
  for (int p = 0; p < STAGES - 1 && p < tiles; ++p)
    issue(&buf[p][t], in + (size_t)p * 128 + t, &ready[p]);
  float acc = 0.f;
  for (int tile = 0; tile < tiles; ++tile) {
    int next = tile + STAGES - 1;
    if (next < tiles)
      issue(&buf[next % STAGES][t], in + (size_t)next * 128 + t, &ready[next % STAGES]);
    int s = tile % STAGES;
    mb_wait_parity(&ready[s], tile & 1); // should be (tile / STAGES) & 1
    float4 v = buf[s][(t + 1) & 127];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads(); // stage s is refilled at the next iteration
  }
  out[blockIdx.x * 128 + t] = acc;
}
