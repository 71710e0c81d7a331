// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// Double-buffered cp.async staging completed through mbarriers instead of
// cp.async.wait_group: every thread issues its 16-byte copy for a stage and
// then `cp.async.mbarrier.arrive.noinc`, so each stage's barrier, initialised
// for 128 arrivals, completes once all 128 copies have landed. The
// __syncthreads at the end of an iteration frees the buffer the next issue
// overwrites.
#include "mbar.cuh"
__device__ __forceinline__ void issue(float4 *dst, const float4 *src, uint64_t *bar) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;" ::"r"(smem(dst)), "l"(src) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" ::"r"(smem(bar)) : "memory");
}

__global__ void __launch_bounds__(128) stream_sum(const float4 *in, float *out, int tiles) {
  __shared__ float4 buf[2][128];
  __shared__ uint64_t ready[2];
  unsigned t = threadIdx.x;
  in += (size_t)blockIdx.x * tiles * 128;
  if (t == 0) {
    mb_init(&ready[0], 128);
    mb_init(&ready[1], 128);
  }
  __syncthreads();
  float acc = 0.f;
  if (tiles > 0)
    issue(&buf[0][t], in + t, &ready[0]);
  for (int tile = 0; tile < tiles; ++tile) {
    if (tile + 1 < tiles)
      issue(&buf[(tile + 1) & 1][t], in + (size_t)(tile + 1) * 128 + t, &ready[(tile + 1) & 1]);
    int s = tile & 1;
    mb_wait_parity(&ready[s], (tile >> 1) & 1);
    float4 v = buf[s][t];
    acc += v.x + v.y + v.z + v.w;
    __syncthreads();
  }
  out[blockIdx.x * 128 + t] = acc;
}
