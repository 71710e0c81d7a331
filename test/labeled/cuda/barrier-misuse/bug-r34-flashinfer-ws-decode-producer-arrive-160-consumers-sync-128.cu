// EXPECT: barrier-misuse
// ARCHS: sm_90 sm_90a
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=160
// BUG: FlashInfer-like warp-specialised decode: warp 4 loads the next KV
// page into shared memory and signals the four math warps on named barrier
// 1 (`bar.arrive`), which the math warps wait on with `bar.sync`. The
// producer's count includes itself (4 + 1 warps = 160 threads) but the math
// warps' sync was written with NUM_MMA_THREADS (128): the two sides of one
// barrier disagree on its thread count.
constexpr int NUM_MMA_WARPS = 4;
constexpr int NUM_MMA_THREADS = NUM_MMA_WARPS * 32;
enum class NamedBarrier : int { KvReady = 1, KvFree = 2 };
__device__ __forceinline__ void named_sync(NamedBarrier b, int n) {
  asm volatile("bar.sync %0, %1;" ::"r"((int)b), "r"(n) : "memory");
}
__device__ __forceinline__ void named_arrive(NamedBarrier b, int n) {
  asm volatile("bar.arrive %0, %1;" ::"r"((int)b), "r"(n) : "memory");
}
template <int HEAD, int PAGE>
__global__ void __launch_bounds__(160)
    ws_decode(const float *__restrict__ q, const float *__restrict__ k_cache, const int *__restrict__ page_ids,
              float *__restrict__ scores, int num_pages) {
  __shared__ float kv[PAGE * HEAD];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  for (int p = 0; p < num_pages; ++p) {
    if (warp == NUM_MMA_WARPS) {
      if (p > 0)
        named_sync(NamedBarrier::KvFree, NUM_MMA_THREADS + 32);
      const float *src = k_cache + (size_t)page_ids[blockIdx.x * num_pages + p] * PAGE * HEAD;
      for (int i = lane; i < PAGE * HEAD; i += 32)
        kv[i] = src[i];
      named_arrive(NamedBarrier::KvReady, NUM_MMA_THREADS + 32);
    } else {
      named_sync(NamedBarrier::KvReady, NUM_MMA_THREADS);
      const int tok = threadIdx.x % PAGE;
      if (threadIdx.x < PAGE) {
        float s = 0.f;
        for (int d = 0; d < HEAD; ++d)
          s += q[blockIdx.x * HEAD + d] * kv[tok * HEAD + d];
        scores[((size_t)blockIdx.x * num_pages + p) * PAGE + tok] = s;
      }
      named_arrive(NamedBarrier::KvFree, NUM_MMA_THREADS + 32);
    }
  }
}
template __global__ void ws_decode<64, 16>(const float *, const float *, const int *, float *, int);
