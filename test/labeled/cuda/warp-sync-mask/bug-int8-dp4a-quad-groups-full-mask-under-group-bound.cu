// EXPECT: warp-sync-mask
// int8 dot products, four lanes per output (GROUP = 4): each lane does dp4a
// over char4 words of its row and the group reduces with width-4 shuffles.
// Groups whose output index is past `nout` skip the work. BUG: the shuffle
// keeps the full-warp mask 0xffffffff although, in the warp that holds the
// last outputs, only the lanes of the groups below `nout` execute it; the
// other lanes of that warp have gone on to the block's __syncthreads() for
// the non-zero tally, so the shuffle waits for lanes that never come.
template <int GROUP>
__device__ __forceinline__ int group_sum(int v) {
#pragma unroll
  for (int off = GROUP / 2; off > 0; off >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, off, GROUP);
  return v;
}
template <int BLOCK, int GROUP>
__global__ void __launch_bounds__(BLOCK)
dot_i8(const char4 *__restrict__ a, const char4 *__restrict__ b, int *__restrict__ out,
       unsigned *__restrict__ nnz, int nout, int words) {
  __shared__ unsigned s_nz;
  if (threadIdx.x == 0)
    s_nz = 0;
  __syncthreads();
  const int gid = (blockIdx.x * BLOCK + threadIdx.x) / GROUP;
  const int lane_in_group = threadIdx.x % GROUP;
  if (gid < nout) {
    int acc = 0;
    for (int w = lane_in_group; w < words; w += GROUP) {
      const char4 p = a[(size_t)gid * words + w], q = b[w];
      acc = __dp4a(*reinterpret_cast<const int *>(&p), *reinterpret_cast<const int *>(&q), acc);
    }
    acc = group_sum<GROUP>(acc);  // BUG: mask names the lanes of groups >= nout
    if (lane_in_group == 0) {
      out[gid] = acc;
      if (acc != 0)
        atomicAdd(&s_nz, 1u);
    }
  }
  __syncthreads();
  if (threadIdx.x == 0 && s_nz != 0)
    atomicAdd(nnz, s_nz);
}
template __global__ void dot_i8<256, 4>(const char4 *, const char4 *, int *, unsigned *, int, int);
