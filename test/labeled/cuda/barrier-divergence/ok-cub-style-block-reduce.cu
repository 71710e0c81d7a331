// EXPECT: clean
// CUB-style templated block reduction: TempStorage in shared memory, warp
// shuffles, the warp leaders publish, one __syncthreads(), warp 0 finishes,
// and the aggregate is broadcast through shared memory after a second barrier.
template <typename T, int BLOCK_THREADS>
struct BlockReduce {
  static constexpr int WARPS = BLOCK_THREADS / 32;
  struct TempStorage {
    T warp_aggregates[WARPS];
    T total;
  };
  TempStorage &temp;
  __device__ BlockReduce(TempStorage &t) : temp(t) {}
  __device__ T Sum(T v) {
    unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
      v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0)
      temp.warp_aggregates[warp] = v;
    __syncthreads();
    if (warp == 0) {
      v = lane < WARPS ? temp.warp_aggregates[lane] : T(0);
#pragma unroll
      for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
      if (lane == 0)
        temp.total = v;
    }
    __syncthreads();
    return temp.total;
  }
};
template <int BLOCK_THREADS>
__global__ void __launch_bounds__(BLOCK_THREADS) normalise(const float *in, float *out, int n) {
  using BR = BlockReduce<float, BLOCK_THREADS>;
  __shared__ typename BR::TempStorage temp;
  int i = blockIdx.x * BLOCK_THREADS + threadIdx.x;
  float v = i < n ? in[i] : 0.f;
  float total = BR(temp).Sum(v);
  if (i < n)
    out[i] = v / total;
}
template __global__ void normalise<128>(const float *, float *, int);
template __global__ void normalise<256>(const float *, float *, int);
