// EXPECT: misaligned-access
// BUG: histogram privatisation with 16-bit per-warp counters in shared memory
// (8 warps x 256 bins fit in 4 KB). There is no 16-bit shared atomicAdd, so the
// author added on a 32-bit view of the counter, `(unsigned *)&h16[bin]`; for
// an odd bin that address is 2 mod 4, and the 32-bit atomic is misaligned. The
// pair must be addressed at the even bin with the increment shifted by 16.
__global__ void __launch_bounds__(256) hist_u16(const unsigned char *__restrict__ data, int n,
                                                unsigned *__restrict__ hist) {
  __shared__ unsigned short h16[8][256];
  int warp = threadIdx.x >> 5;
  for (int i = threadIdx.x; i < 8 * 256; i += 256)
    (&h16[0][0])[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) {
    unsigned bin = data[i];
    atomicAdd(reinterpret_cast<unsigned *>(&h16[warp][bin]), 1u);
  }
  __syncthreads();
  unsigned s = 0;
  for (int w = 0; w < 8; ++w)
    s += h16[w][threadIdx.x];
  atomicAdd(&hist[threadIdx.x], s);
}
