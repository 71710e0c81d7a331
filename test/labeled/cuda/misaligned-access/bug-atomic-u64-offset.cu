// EXPECT: misaligned-access
// A 64-bit atomic counter placed right after a 4-byte field.
__global__ void count(unsigned long long *out) {
  __shared__ __align__(8) unsigned char hdr[16];
  unsigned long long *counter = reinterpret_cast<unsigned long long *>(hdr + 4);
  if (threadIdx.x == 0)
    *counter = 0;
  __syncthreads();
  atomicAdd(counter, 1ull);
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = *counter;
}
