// EXPECT: clean
// ARCHS: sm_80 sm_90 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// OK: vectorised cross-entropy forward over the padded GPT-2 vocabulary
// (50304 = 50257 rounded up to a multiple of 64, the padding logits set to
// -inf by the LM head): a row starts at blockIdx.x * 50304 floats, a
// multiple of 16 bytes, so every float4 load is aligned.
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
template <int BLOCK, int VOCAB>
__global__ void __launch_bounds__(BLOCK)
    cross_entropy_vec4(const float *__restrict__ logits, const int *__restrict__ labels, float *__restrict__ loss) {
  static_assert(VOCAB % 4 == 0, "rows must stay 16-byte aligned");
  using Reduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename Reduce::TempStorage tmp;
  __shared__ float row_max;
  const float4 *row = reinterpret_cast<const float4 *>(logits + (size_t)blockIdx.x * VOCAB);
  float m = -INFINITY;
  for (int i = threadIdx.x; i < VOCAB / 4; i += BLOCK) {
    const float4 v = row[i];
    m = fmaxf(m, fmaxf(fmaxf(v.x, v.y), fmaxf(v.z, v.w)));
  }
  m = Reduce(tmp).Reduce(m, cuda::maximum<>{});
  if (threadIdx.x == 0)
    row_max = m;
  __syncthreads();
  float s = 0.f;
  for (int i = threadIdx.x; i < VOCAB / 4; i += BLOCK) {
    const float4 v = row[i];
    s += __expf(v.x - row_max) + __expf(v.y - row_max) + __expf(v.z - row_max) + __expf(v.w - row_max);
  }
  __syncthreads();
  s = Reduce(tmp).Sum(s);
  if (threadIdx.x == 0)
    loss[blockIdx.x] = row_max + __logf(s) - logits[(size_t)blockIdx.x * VOCAB + labels[blockIdx.x]];
}
template __global__ void cross_entropy_vec4<256, 50304>(const float *, const int *, float *);
