// EXPECT: clean
// The descriptor pads its header to 16 bytes, so the payload is 16-byte
// aligned and the float4 reads are too.
struct __align__(16) Block {
  int count;
  int pad[3];
  float data[128];
};
__global__ void payload(const float *in, float *out) {
  __shared__ Block blk;
  if (threadIdx.x == 0)
    blk.count = 128;
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    blk.data[i] = in[blockIdx.x * 128 + i];
  __syncthreads();
  if (threadIdx.x < 32) {
    float4 v = reinterpret_cast<const float4 *>(blk.data)[threadIdx.x];
    out[blockIdx.x * 32 + threadIdx.x] = (v.x + v.y + v.z + v.w) / blk.count;
  }
}
