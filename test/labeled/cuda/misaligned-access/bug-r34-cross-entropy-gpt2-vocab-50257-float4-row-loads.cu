// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90 sm_75
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: vectorised cross-entropy forward for GPT-2 logits: one block per
// token row, the logits read as float4. The kernel was written against the
// padded vocabulary (50304) and then instantiated with the real one
// (50257): a row starts at blockIdx.x * 50257 floats, so every odd row's
// float4 loads are 4 bytes off a 16-byte boundary.
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
template <int BLOCK, int VOCAB>
__global__ void __launch_bounds__(BLOCK)
    cross_entropy_vec4(const float *__restrict__ logits, const int *__restrict__ labels, float *__restrict__ loss) {
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
template __global__ void cross_entropy_vec4<256, 50257>(const float *, const int *, float *);
