// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A cp.async pipeline's out-of-line "wait until at most N groups are
// pending" helper: cp.async.wait_group takes an immediate, so it switches
// over N; each supported case returns, and only an unsupported N reaches the
// __trap() after the switch.
#include <cuda_pipeline.h>
__device__ __noinline__ void wait_pending(int n) {
  switch (n) {
  case 0:
    asm volatile("cp.async.wait_group 0;" ::: "memory");
    return;
  case 1:
    asm volatile("cp.async.wait_group 1;" ::: "memory");
    return;
  case 2:
    asm volatile("cp.async.wait_group 2;" ::: "memory");
    return;
  }
  __trap();
}
__global__ void pipeline_sum_ok(const float4 *x, float *out, int tiles) {
  __shared__ float4 buf[3][128];
  const float4 *src = x + (size_t)blockIdx.x * tiles * 128;
  for (int s = 0; s < 2 && s < tiles; ++s) {
    __pipeline_memcpy_async(&buf[s][threadIdx.x], &src[s * 128 + threadIdx.x], 16);
    __pipeline_commit();
  }
  float acc = 0.f;
  for (int t = 0; t < tiles; ++t) {
    if (t + 2 < tiles)
      __pipeline_memcpy_async(&buf[(t + 2) % 3][threadIdx.x], &src[(t + 2) * 128 + threadIdx.x],
                              16);
    __pipeline_commit();
    wait_pending(2);
    const float4 v = buf[t % 3][threadIdx.x];
    acc += v.x + v.y + v.z + v.w;
  }
  out[blockIdx.x * 128 + threadIdx.x] = acc;
}
