// EXPECT: clean
// Histogram privatisation with 16-bit per-warp counters in shared memory: the
// 32-bit atomic addresses the aligned pair of counters (bin & ~1) and adds
// 1 << 16 for the odd bin of the pair (little-endian), so every atomic is at a
// multiple of 4 bytes.
__global__ void __launch_bounds__(256) hist_u16(const unsigned char *__restrict__ data, int n,
                                                unsigned *__restrict__ hist) {
  __shared__ __align__(4) unsigned short h16[8][256];
  int warp = threadIdx.x >> 5;
  for (int i = threadIdx.x; i < 8 * 256; i += 256)
    (&h16[0][0])[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) {
    unsigned bin = data[i];
    atomicAdd(reinterpret_cast<unsigned *>(&h16[warp][bin & ~1u]), 1u << ((bin & 1) * 16));
  }
  __syncthreads();
  unsigned s = 0;
  for (int w = 0; w < 8; ++w)
    s += h16[w][threadIdx.x];
  atomicAdd(&hist[threadIdx.x], s);
}
