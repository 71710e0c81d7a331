// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// OK: the same embedding_bag (mode=sum, per_sample_weights) with one CTA per
// bag and the bag's indices staged in chunks of 128 with two __syncthreads()
// per chunk, but the feature loop runs over block-wide column groups
// (`f0 += blockDim.x`, the same trip count in every thread) and the column
// bound `f < D` only guards the gather and the store: every thread reaches
// every barrier, also for D = 200 on 128 threads.
#include <cstdint>
constexpr int kChunk = 128;
__global__ void __launch_bounds__(128) embedding_bag_sum(const float *__restrict__ weight,
                                                         const int64_t *__restrict__ indices,
                                                         const int64_t *__restrict__ offsets,
                                                         const float *__restrict__ per_sample_weights,
                                                         float *__restrict__ out, int num_bags, int D,
                                                         int64_t num_indices) {
  __shared__ int64_t idx_s[kChunk];
  __shared__ float w_s[kChunk];
  const int bag = blockIdx.x;
  const int64_t begin = offsets[bag];
  const int64_t end = bag + 1 < num_bags ? offsets[bag + 1] : num_indices;
  for (int f0 = 0; f0 < D; f0 += blockDim.x) {
    const int f = f0 + threadIdx.x;
    const bool active = f < D;
    float acc = 0.f;
    for (int64_t base = begin; base < end; base += kChunk) {
      const int n = (int)(end - base < kChunk ? end - base : kChunk);
      if ((int)threadIdx.x < n) {
        idx_s[threadIdx.x] = indices[base + threadIdx.x];
        w_s[threadIdx.x] = per_sample_weights ? per_sample_weights[base + threadIdx.x] : 1.f;
      }
      __syncthreads();
      if (active)
        for (int j = 0; j < n; ++j)
          acc += w_s[j] * weight[idx_s[j] * D + f];
      __syncthreads();
    }
    if (active)
      out[(int64_t)bag * D + f] = acc;
  }
}
