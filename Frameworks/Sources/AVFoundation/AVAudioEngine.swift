/// A graph of audio nodes: AVFoundation's `AVAudioEngine`.
///
/// On Linux the graph is kept but no audio flows: `start()` succeeds, taps are never called.
open class AVAudioEngine: NSObject {
    /// The microphone's node.
    public let inputNode = AVAudioInputNode()
    /// The speaker's node.
    public let outputNode = AVAudioOutputNode()
    /// The mixer feeding the output.
    public let mainMixerNode = AVAudioMixerNode()
    /// Whether `start()` was called and not stopped since.
    open private(set) var isRunning = false
    private var attached: [AVAudioNode] = []

    public override init() {
        super.init()
    }

    /// The nodes attached with `attach(_:)`.
    open var attachedNodes: Set<AVAudioNode> { Set(attached) }

    /// Adds a node to the graph.
    open func attach(_ node: AVAudioNode) {
        if !attached.contains(where: { $0 === node }) { attached.append(node) }
    }

    /// Removes a node from the graph.
    open func detach(_ node: AVAudioNode) { attached.removeAll { $0 === node } }

    /// Connects two nodes (kept out of the report).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}

    /// Connects two nodes' buses (kept out of the report).
    open func connect(
        _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
        format: AVAudioFormat?
    ) {}

    /// Disconnects a node's inputs.
    open func disconnectNodeInput(_ node: AVAudioNode) {}

    /// Disconnects a node's outputs.
    open func disconnectNodeOutput(_ node: AVAudioNode) {}

    /// Prepares to start.
    open func prepare() {}

    /// Starts the engine (no audio flows here).
    open func start() throws { isRunning = true }

    /// Pauses the engine.
    open func pause() { isRunning = false }

    /// Stops the engine.
    open func stop() { isRunning = false }

    /// Stops and clears the engine's state.
    open func reset() { isRunning = false }
}

/// A bus number on a node.
public typealias AVAudioNodeBus = Int
/// A number of sample frames.
public typealias AVAudioFrameCount = UInt32
/// A position in sample frames.
public typealias AVAudioFramePosition = Int64
/// The block a tap on a node's bus is given buffers through.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an audio graph: AVFoundation's `AVAudioNode`.
open class AVAudioNode: NSObject {
    /// The format a tap on an output bus receives: 48 kHz mono, 32-bit float.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { .standardMono }

    /// The format on an input bus.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { .standardMono }

    /// Installs a tap on a bus (kept; never called, as no audio flows).
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
        block tapBlock: @escaping AVAudioNodeTapBlock
    ) {}

    /// Removes the tap on a bus.
    open func removeTap(onBus bus: AVAudioNodeBus) {}

    /// Clears the node's state.
    open func reset() {}

    /// The node's number of input buses.
    open var numberOfInputs: Int { 1 }
    /// The node's number of output buses.
    open var numberOfOutputs: Int { 1 }
}

/// The microphone's node: AVFoundation's `AVAudioInputNode`.
open class AVAudioInputNode: AVAudioNode {
    /// Turns voice processing on or off (accepted).
    open func setVoiceProcessingEnabled(_ enabled: Bool) throws {}
}

/// The speaker's node: AVFoundation's `AVAudioOutputNode`.
open class AVAudioOutputNode: AVAudioNode {}

/// A mixer node: AVFoundation's `AVAudioMixerNode`.
open class AVAudioMixerNode: AVAudioNode {
    /// The output volume, 0 to 1.
    open var outputVolume: Float = 1
    /// The volume of this node's input to a mixer.
    open var volume: Float = 1
}

/// A node that plays buffers and files: AVFoundation's `AVAudioPlayerNode`. Nothing plays here.
open class AVAudioPlayerNode: AVAudioNode {
    /// Whether `play()` was called and not stopped since.
    open private(set) var isPlaying = false
    /// The volume, 0 to 1.
    open var volume: Float = 1

    public override init() {
        super.init()
    }

    /// Queues a buffer (kept out of the report).
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) {}

    /// Queues a file (kept out of the report).
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (() -> Void)? = nil) {}

    /// Starts playing.
    open func play() { isPlaying = true }

    /// Pauses.
    open func pause() { isPlaying = false }

    /// Stops.
    open func stop() { isPlaying = false }
}

/// A sound file: AVFoundation's `AVAudioFile` (not read here).
open class AVAudioFile: NSObject {
    /// The file's URL.
    public let url: URL
    /// The format buffers read from the file have.
    public let processingFormat: AVAudioFormat = .standardMono
    /// The file's length in frames: 0, as it is not read.
    open var length: AVAudioFramePosition { 0 }

    /// A file to read.
    public init(forReading fileURL: URL) throws {
        url = fileURL
        super.init()
    }

    /// A file to write.
    public init(forWriting fileURL: URL, settings: [String: Any]) throws {
        url = fileURL
        super.init()
    }

    /// Reads into a buffer (nothing to read).
    open func read(into buffer: AVAudioPCMBuffer) throws {}

    /// Writes a buffer (accepted).
    open func write(from buffer: AVAudioPCMBuffer) throws {}
}
