// EXPECT: clean
// JPEG forward DCT quantisation: the DQT table's precision field (Pq) is 0
// for 8-bit and 1 for 16-bit entries; anything else is a corrupt stream and
// the kernel stops through a __noinline__ fatal helper that traps. The
// helper never returns, but it is only called from the default arm of the
// switch: the two valid arms fall out of the switch into the quantisation,
// which stays reachable.
__device__ __noinline__ void jpeg_fatal(int code, int value) {
  printf("jpeg: corrupt stream (code %d, value %d)\n", code, value);
  __trap();
}

__global__ void quantise_blocks(const float *__restrict__ dct, const unsigned char *__restrict__ dqt,
                                int pq, short *__restrict__ out, int nblocks) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= nblocks * 64)
    return;
  const int zz = i & 63;
  float q;
  switch (pq) {
  case 0:
    q = (float)dqt[zz];
    break;
  case 1:
    q = (float)((dqt[2 * zz] << 8) | dqt[2 * zz + 1]);
    break;
  default:
    jpeg_fatal(1, pq);
  }
  out[i] = (short)__float2int_rn(dct[i] / fmaxf(q, 1.f));
}
