// EXPECT: barrier-divergence
// Block-wide stream filter templated over block size and items per thread:
// each thread counts its items above the threshold, the block reserves one
// contiguous range of the output with a single global atomicAdd (the
// `reserve` lambda: thread 0 adds, a barrier publishes the base), and each
// thread writes its survivors. BUG: the "nothing to emit" shortcut returns
// before `reserve()` is called, so the __syncthreads() inside the lambda is
// reached only by the threads that kept at least one item (and thread 0 may
// itself have left): the block deadlocks or mixes up phases.
#include <cuda/std/array>
template <int BLOCK, int ITEMS>
__global__ void __launch_bounds__(BLOCK)
select_above(const float *__restrict__ in, float *__restrict__ out, int *__restrict__ out_count,
             float thr, int n) {
  __shared__ int s_cnt;
  __shared__ int s_base;
  cuda::std::array<float, ITEMS> v;
  const int tile = blockIdx.x * BLOCK * ITEMS;
  auto load = [&](int k) {
    const int i = tile + k * BLOCK + threadIdx.x;
    return i < n ? in[i] : -INFINITY;
  };
  int keep = 0;
#pragma unroll
  for (int k = 0; k < ITEMS; ++k) {
    v[k] = load(k);
    keep += v[k] > thr;
  }
  if (threadIdx.x == 0)
    s_cnt = 0;
  __syncthreads();
  const int my = keep ? atomicAdd(&s_cnt, keep) : 0;
  auto reserve = [&] {
    __syncthreads();
    if (threadIdx.x == 0)
      s_base = atomicAdd(out_count, s_cnt);
    __syncthreads();
    return s_base;
  };
  if (keep == 0)
    return;  // BUG: must still take part in reserve()
  int pos = reserve() + my;
#pragma unroll
  for (int k = 0; k < ITEMS; ++k)
    if (v[k] > thr)
      out[pos++] = v[k];
}
template __global__ void select_above<256, 4>(const float *, float *, int *, float, int);
