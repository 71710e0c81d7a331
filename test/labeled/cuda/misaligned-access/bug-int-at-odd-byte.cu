// EXPECT: misaligned-access
// Reading a 32-bit length field at byte 1 of a packed record in shared memory.
__global__ void record_len(const unsigned *src, unsigned *out) {
  __shared__ __align__(4) unsigned char rec[64];
  reinterpret_cast<unsigned *>(rec)[threadIdx.x & 15] = src[threadIdx.x & 15];
  __syncthreads();
  out[threadIdx.x] = *reinterpret_cast<const unsigned *>(rec + 1);
}
