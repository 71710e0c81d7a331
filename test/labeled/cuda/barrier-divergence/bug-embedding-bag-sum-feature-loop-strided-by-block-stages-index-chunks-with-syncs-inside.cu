// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=128
// BUG: an ATen-style embedding_bag (mode=sum, per_sample_weights) with one CTA
// per bag. The bag's indices are staged in shared memory in chunks of 128 and
// every thread accumulates its feature column over the chunk. The feature loop
// is the usual `for (f = threadIdx.x; f < D; f += blockDim.x)`, and the chunk
// staging with its two __syncthreads() sits inside it: for D = 200 on 128
// threads, threads 0-71 run two feature trips and threads 72-127 one, so the
// second trip's barriers are reached by part of the block only (a hang, or
// the first threads pairing with the wrong barrier).
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
  for (int f = threadIdx.x; f < D; f += blockDim.x) {
    float acc = 0.f;
    for (int64_t base = begin; base < end; base += kChunk) {
      const int n = (int)(end - base < kChunk ? end - base : kChunk);
      if ((int)threadIdx.x < n) {
        idx_s[threadIdx.x] = indices[base + threadIdx.x];
        w_s[threadIdx.x] = per_sample_weights ? per_sample_weights[base + threadIdx.x] : 1.f;
      }
      __syncthreads();
      for (int j = 0; j < n; ++j)
        acc += w_s[j] * weight[idx_s[j] * D + f];
      __syncthreads();
    }
    out[(int64_t)bag * D + f] = acc;
  }
}
