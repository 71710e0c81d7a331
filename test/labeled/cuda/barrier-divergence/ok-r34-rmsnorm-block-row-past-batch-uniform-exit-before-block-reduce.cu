// EXPECT: clean
// ARCHS: sm_80 sm_89
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// OK: vLLM-like fused add + RMSNorm, one block per token; the grid is
// rounded up, so a block whose token is past the batch returns before the
// block reduction. The test reads only blockIdx.x and a parameter: the
// whole block leaves together, and the others all reach the barriers.
#include <cub/block/block_reduce.cuh>
#include <cuda_bf16.h>
template <int BLOCK, int HIDDEN>
__global__ void __launch_bounds__(BLOCK)
    fused_add_rms_norm(__nv_bfloat16 *__restrict__ x, __nv_bfloat16 *__restrict__ residual,
                       const __nv_bfloat16 *__restrict__ w, int num_tokens, float eps) {
  using Reduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename Reduce::TempStorage tmp;
  __shared__ float inv_rms;
  const int tok = blockIdx.x;
  if (tok >= num_tokens)
    return;
  float ss = 0.f;
  for (int i = threadIdx.x; i < HIDDEN; i += BLOCK) {
    const float v = __bfloat162float(x[(size_t)tok * HIDDEN + i]) + __bfloat162float(residual[(size_t)tok * HIDDEN + i]);
    residual[(size_t)tok * HIDDEN + i] = __float2bfloat16(v);
    ss += v * v;
  }
  ss = Reduce(tmp).Sum(ss);
  if (threadIdx.x == 0)
    inv_rms = rsqrtf(ss / HIDDEN + eps);
  __syncthreads();
  for (int i = threadIdx.x; i < HIDDEN; i += BLOCK)
    x[(size_t)tok * HIDDEN + i] =
        __float2bfloat16(__bfloat162float(residual[(size_t)tok * HIDDEN + i]) * inv_rms * __bfloat162float(w[i]));
}
template __global__ void fused_add_rms_norm<256, 4096>(__nv_bfloat16 *, __nv_bfloat16 *, const __nv_bfloat16 *, int, float);
