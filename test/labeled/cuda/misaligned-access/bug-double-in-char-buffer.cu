// EXPECT: misaligned-access
// A serialised message in shared memory: a 4-byte tag followed by a double
// that is read in place at byte 4.
__global__ void decode(const unsigned *msgs, double *vals, unsigned *tags) {
  __shared__ __align__(8) char buf[128][16];
  unsigned t = threadIdx.x & 127;
  for (int k = 0; k < 4; ++k)
    reinterpret_cast<unsigned *>(buf[t])[k] = msgs[t * 4 + k];
  __syncthreads();
  tags[t] = *reinterpret_cast<const unsigned *>(buf[t]);
  vals[t] = *reinterpret_cast<const double *>(buf[t] + 4);
}
