// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// The four-lanes-per-output int8 dot product with the group bound taken
// into the mask: the warp first ballots which lanes have a valid output and
// the width-4 shuffles inside the branch use exactly that set. A group is
// valid or invalid as a whole (gid is the same for its four lanes), so no
// lane ever reads a partner outside the mask. All threads then meet at the
// __syncthreads() of the block's non-zero tally.
template <int GROUP>
__device__ __forceinline__ int group_sum(unsigned mask, int v) {
#pragma unroll
  for (int off = GROUP / 2; off > 0; off >>= 1)
    v += __shfl_xor_sync(mask, v, off, GROUP);
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
  const unsigned live = __ballot_sync(0xffffffffu, gid < nout);
  if (gid < nout) {
    int acc = 0;
    for (int w = lane_in_group; w < words; w += GROUP) {
      const char4 p = a[(size_t)gid * words + w], q = b[w];
      acc = __dp4a(*reinterpret_cast<const int *>(&p), *reinterpret_cast<const int *>(&q), acc);
    }
    acc = group_sum<GROUP>(live, acc);
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
