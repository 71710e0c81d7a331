// EXPECT: clean
// A 4-byte field at offset 4, an 8-byte field at offset 8: both aligned.
__global__ void header(unsigned *len, unsigned long long *id) {
  __shared__ __align__(8) unsigned char hdr[16];
  if (threadIdx.x == 0) {
    *reinterpret_cast<unsigned *>(hdr + 4) = 7;
    *reinterpret_cast<unsigned long long *>(hdr + 8) = 9;
  }
  __syncthreads();
  len[threadIdx.x] = *reinterpret_cast<const unsigned *>(hdr + 4);
  id[threadIdx.x] = *reinterpret_cast<const unsigned long long *>(hdr + 8);
}
