// EXPECT: clean
// Per-warp staging regions in dynamic shared memory carved from a byte
// array: 33 chunks of 16 bytes per warp (528 bytes, padded against bank
// conflicts), uint4 stores at region + lane * 16.
__global__ void warp_stage(const uint4 *in, uint4 *out) {
  extern __shared__ __align__(16) unsigned char smem[];
  unsigned warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  unsigned char *region = smem + warp * 528;
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  *reinterpret_cast<uint4 *>(region + lane * 16) = in[g];
  __syncwarp();
  uint4 v = *reinterpret_cast<const uint4 *>(region + ((lane + 1) % 32) * 16);
  out[g] = v;
}
