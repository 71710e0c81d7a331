// EXPECT: clean
// Per-warp 64-bit counters after a header padded to 8 bytes: offsets 8 + 8*w.
__global__ void warp_counts(const int *flags, unsigned long long *out) {
  __shared__ __align__(8) unsigned words[2 + 2 * 32];
  unsigned warp = threadIdx.x / 32;
  unsigned long long *ctr = reinterpret_cast<unsigned long long *>(words + 2 + 2 * warp);
  if ((threadIdx.x & 31) == 0)
    *ctr = 0;
  __syncwarp();
  if (flags[blockIdx.x * blockDim.x + threadIdx.x])
    atomicAdd(ctr, 1ull);
  __syncwarp();
  if ((threadIdx.x & 31) == 0)
    out[blockIdx.x * 32 + warp] = *ctr;
}
