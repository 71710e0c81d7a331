// EXPECT: clean
// AES-CTR keystream setup, one thread per stream: IVs are stored as 16-byte
// records (12 IV bytes, 4 padding bytes), so the uint4 load of record s at
// byte 16*s is aligned; .w is then replaced by the big-endian block counter.
struct __align__(16) IvRecord { unsigned char iv[12]; unsigned pad; };
__global__ void ctr_blocks(const IvRecord *__restrict__ ivs,
                           const unsigned *__restrict__ first_block, uint4 *__restrict__ ctr,
                           int nstreams, int blocks_per_stream) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nstreams)
    return;
  uint4 b = *reinterpret_cast<const uint4 *>(&ivs[s]);
  for (int k = 0; k < blocks_per_stream; ++k) {
    b.w = __byte_perm(first_block[s] + k, 0, 0x0123);
    ctr[(size_t)s * blocks_per_stream + k] = b;
  }
}
